/**
 * Development mock of the translation-memory API for msw: the TM screen and the home section run
 * against it in Vitest and standalone. Units live beside the shared mock db and are rebuilt after every
 * `resetMockDb` (keyed by the db's TM list, which a reset replaces). The mock reads no TMX and no markup: an import
 * stays running until a test ends it, a unit's text is kept as sent and a TM's count is its fixture's; what a file or a segment's tags hold is the
 * server's to read.
 */
import { HttpResponse } from 'msw';
import { CreateTmRecordBody, ImportTranslationMemoryFields, UpdateTmRecordBody } from '../contract/tm.ts';
import { CreateResourceBody, RenameResourceBody } from '../contract/common.ts';
import type { TmRecord, TranslationMemory } from '../contract/tm.ts';
import { NO_IMPORT, SAMPLE_TM_UNIT_COUNT, db, nextId, now, pairs, perReset } from './db.ts';
import { routes } from '../contract/routes.ts';
import { errorAnswer, handle, itemHandler, searchedRecordsPage } from './handlers/respond.ts';
import { renamed } from './handlers/resources.ts';

const phrases = pairs(
  'Save the file=Datei speichern|Open the settings=Einstellungen öffnen|' +
    'Your password has expired=Ihr Passwort ist abgelaufen|Print the invoice=Rechnung drucken|' +
    'Delete this account?=Dieses Konto löschen?|Restart the server now=Server jetzt neu starten|' +
    'Select a language=Sprache auswählen|The connection failed=Die Verbindung ist fehlgeschlagen|' +
    'Export the report=Bericht exportieren|Search & replace=Suchen &amp; ersetzen',
  '|',
);

function sampleUnit(tmId: number, id: number, index: number): TmRecord {
  const [source, target] = phrases[index % phrases.length]!;
  const tagged = index % 10 === 3;
  const sourceMarkup = `${source.replace('&', '&amp;')} ${index}${tagged ? '<ph x="1">{0}</ph>' : ''}`;
  const targetMarkup = `${target} ${index}${tagged ? '<ph x="1">{0}</ph>' : ''}`;
  const stamp = new Date(Date.UTC(2024, 0, 1 + index)).toISOString();
  return {
    id,
    tm_id: tmId,
    source: sourceMarkup,
    target: targetMarkup,
    source_text: `${source} ${index}`,
    target_text: `${target.replace('&amp;', '&')} ${index}`,
    creation_date: stamp,
    change_date: stamp,
    creation_id: 'anna',
    change_id: 'anna',
    props: [],
    notes: [],
    tmx: {},
    created_at: stamp,
    updated_at: stamp,
  };
}

const state = perReset(
  () => {
    const count = db.translationMemories.some((tm) => tm.id === 1) ? SAMPLE_TM_UNIT_COUNT : 0;
    return { units: Array.from({ length: count }, (_, i) => sampleUnit(1, i + 1, i)) };
  },
  () => db.translationMemories,
);

/** The units of every mock TM (the matching handlers search them). */
export const mockTmUnits = (): readonly TmRecord[] => state().units;
const findTm = (id: number | undefined) => db.translationMemories.find((tm) => tm.id === id);
const handleTm = itemHandler(findTm);
const handleUnit = itemHandler((id) => state().units.find((u) => u.id === id));
/** A new TM of `fields`, by `userId`: empty, or importing (`importing`) a file the mock does not read. */
function newTm(
  fields: Pick<TranslationMemory, 'name' | 'source_lang' | 'target_lang'>,
  userId: number,
  importing = false,
) {
  const tm: TranslationMemory = {
    id: nextId(db.translationMemories),
    ...fields,
    created_by: userId,
    records_count: 0,
    created_at: now(),
    ...NO_IMPORT,
    ...(importing ? { processing_status: 'processing', processing_progress: 0 } : {}),
  };
  db.translationMemories.push(tm);
  return tm;
}

/** A unit's fields as sent; its text is its markup (the mock reads no tags). */
const unitFields = ({ source, target }: { source: string; target: string }, username: string) => ({
  source,
  target,
  source_text: source,
  target_text: target,
  change_date: now(),
  change_id: username,
  updated_at: now(),
});

export const tmHandlers = [
  handle.withBody(routes.tm.create, CreateResourceBody, ({ user, body }) =>
    HttpResponse.json(newTm(body, user.id), { status: 201 }),
  ),

  handle(routes.tm.import, async ({ request, user }) => {
    const form = await request.formData();
    if (!(form.get('file') instanceof File)) return errorAnswer(400, 'Send the TMX file in a part named "file"');
    const fields = ImportTranslationMemoryFields.safeParse({ name: form.get('name') ?? undefined });
    if (!fields.success) return errorAnswer(400, 'Invalid request', fields.error.issues);
    const lang = (name: string) => (form.get(name) as string | null) ?? '';
    const tm = newTm(
      { name: fields.data.name, source_lang: lang('source_lang'), target_lang: lang('target_lang') },
      user.id,
      true,
    );
    return HttpResponse.json(tm, { status: 202 });
  }),

  handleTm(routes.tm.importInto, (tm) => {
    Object.assign(tm, { processing_status: 'processing', processing_progress: 0, processing_error: null });
    return HttpResponse.json(tm, { status: 202 });
  }),

  handleTm.withBody(routes.tm.createRecord, CreateTmRecordBody, (tm, { user, body }) => {
    const fields = unitFields(body, user.username);
    const unit: TmRecord = {
      id: nextId(state().units),
      tm_id: tm.id,
      ...fields,
      creation_date: fields.change_date,
      creation_id: user.username,
      props: [],
      notes: [],
      tmx: {},
      created_at: fields.updated_at,
    };
    state().units.push(unit);
    return HttpResponse.json(unit, { status: 201 });
  }),

  handleTm(routes.tm.get, (tm) => HttpResponse.json(tm)),

  handleTm.withBody(routes.tm.rename, RenameResourceBody, renamed('Translation memory renamed')),

  handleTm(routes.tm.delete, (tm) => {
    db.translationMemories.splice(db.translationMemories.indexOf(tm), 1);
    state().units = state().units.filter((u) => u.tm_id !== tm.id);
    return HttpResponse.json({ message: 'Translation memory deleted' });
  }),

  handleTm(routes.tm.records, (tm, { request }) =>
    searchedRecordsPage(
      request,
      state().units.filter((u) => u.tm_id === tm.id),
      (u) => [u.source_text, u.target_text],
    ),
  ),

  handleUnit.withBody(routes.tm.updateRecord, UpdateTmRecordBody, (unit, { user, body }) =>
    HttpResponse.json(Object.assign(unit, unitFields(body, user.username))),
  ),

  handleUnit(routes.tm.deleteRecord, (unit) => {
    state().units.splice(state().units.indexOf(unit), 1);
    return HttpResponse.json({ message: 'Unit deleted' });
  }),
];
