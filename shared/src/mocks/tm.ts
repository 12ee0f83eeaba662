/**
 * Development mock of the translation-memory API for msw: the TM screen and the home section run against it in
 * Vitest and standalone. Units are rebuilt after every `resetMockDb`. The mock reads no TMX and no markup: an import
 * stays running until a test ends it, a unit's text is kept as sent and a TM's count is its fixture's.
 */
import { HttpResponse } from 'msw';
import { CreateTmRecordBody, UpdateTmRecordBody } from '../contract/tm.ts';
import { CreateResourceBody, RenameResourceBody } from '../contract/common.ts';
import type { TmRecord, TranslationMemory } from '../contract/tm.ts';
import type { User } from '../contract/users.ts';
import { NO_IMPORT, SAMPLE_TM_UNIT_COUNT, db, nextId, now, pairs, perReset } from './db.ts';
import { routes } from '../contract/routes.ts';
import { handle, itemHandler, renamed, searchedRecordsPage } from './handlers/respond.ts';

const phrases = pairs(
  'Save the file=Datei speichern|Open the settings=Einstellungen öffnen|' +
    'Your password has expired=Ihr Passwort ist abgelaufen|Print the invoice=Rechnung drucken|' +
    'Delete this account?=Dieses Konto löschen?|Restart the server now=Server jetzt neu starten|' +
    'Select a language=Sprache auswählen|The connection failed=Die Verbindung ist fehlgeschlagen|' +
    'Export the report=Bericht exportieren|Search & replace=Suchen &amp; ersetzen',
  '|',
);

/** A unit of `tm_id` by `change_id`, its markup and text as given. */
const unit = (
  fields: Pick<TmRecord, 'id' | 'tm_id' | 'source' | 'target' | 'source_text' | 'target_text'>,
  at: string,
  by: string,
): TmRecord => ({
  ...fields,
  creation_date: at,
  change_date: at,
  creation_id: by,
  change_id: by,
  props: [],
  notes: [],
  tmx: {},
  created_at: at,
  updated_at: at,
});

/** Sample unit `index` of TM 1: one in ten ends in a placeholder tag. */
function sampleUnit(index: number): TmRecord {
  const [source, target] = phrases[index % phrases.length]!;
  const tag = index % 10 === 3 ? '<ph x="1">{0}</ph>' : '';
  const markup = { source: `${source.replace('&', '&amp;')} ${index}${tag}`, target: `${target} ${index}${tag}` };
  const text = { source_text: `${source} ${index}`, target_text: `${target.replace('&amp;', '&')} ${index}` };
  const at = new Date(Date.UTC(2024, 0, 1 + index)).toISOString();
  return unit({ id: index + 1, tm_id: 1, ...markup, ...text }, at, 'anna');
}

const sampleUnits = () => (db.translationMemories.some((tm) => tm.id === 1) ? SAMPLE_TM_UNIT_COUNT : 0);
const state = perReset(
  () => ({ units: Array.from({ length: sampleUnits() }, (_, i) => sampleUnit(i)) }),
  () => db.translationMemories,
);

/** The units of every mock TM. */
export const mockTmUnits = (): readonly TmRecord[] => state().units;
const handleTm = itemHandler((id) => db.translationMemories.find((tm) => tm.id === id));
const handleUnit = itemHandler((id) => state().units.find((u) => u.id === id));

type TmFields = Pick<TranslationMemory, 'name' | 'source_lang' | 'target_lang'>;
/** A new TM of `fields`, by `userId`: empty, or importing a file the mock does not read. */
function newTm(fields: TmFields, userId: number, importing = false) {
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
const unitFields = ({ source, target }: { source: string; target: string }, user: User) => ({
  source,
  target,
  source_text: source,
  target_text: target,
  change_date: now(),
  change_id: user.username,
  updated_at: now(),
});

export const tmHandlers = [
  handle.withBody(routes.tm.create, CreateResourceBody, ({ user, body }) =>
    HttpResponse.json(newTm(body, user.id), { status: 201 }),
  ),

  // The form as sent: which forms the server refuses is tested against the server.
  handle(routes.tm.import, async ({ request, user }) => {
    const form = await request.formData();
    const field = (name: string) => String(form.get(name) ?? '');
    const fields = { name: field('name'), source_lang: field('source_lang'), target_lang: field('target_lang') };
    return HttpResponse.json(newTm(fields, user.id, true), { status: 202 });
  }),

  handleTm(routes.tm.importInto, (tm) => {
    Object.assign(tm, { processing_status: 'processing', processing_progress: 0, processing_error: null });
    return HttpResponse.json(tm, { status: 202 });
  }),

  handleTm.withBody(routes.tm.createRecord, CreateTmRecordBody, (tm, { user, body }) => {
    const { change_date, ...fields } = unitFields(body, user);
    const created = unit({ id: nextId(state().units), tm_id: tm.id, ...fields }, change_date, user.username);
    state().units.push(created);
    return HttpResponse.json(created, { status: 201 });
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
    HttpResponse.json(Object.assign(unit, unitFields(body, user))),
  ),

  handleUnit(routes.tm.deleteRecord, (unit) => {
    state().units.splice(state().units.indexOf(unit), 1);
    return HttpResponse.json({ message: 'Unit deleted' });
  }),
];
