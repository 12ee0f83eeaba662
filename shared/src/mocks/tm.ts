/**
 * Development mock of the translation-memory API for msw: the TM screen and the home section run
 * against it in Vitest and standalone. Units live beside the shared mock db and are rebuilt after every
 * `resetMockDb` (keyed by the db's TM list, which a reset replaces).
 */
import { HttpResponse } from 'msw';
import { CreateTmRecordBody, ImportTranslationMemoryFields, UpdateTmRecordBody } from '../contract/tm.ts';
import { CreateResourceBody, RenameResourceBody } from '../contract/common.ts';
import type { TmRecord, TranslationMemory } from '../contract/tm.ts';
import { NO_IMPORT, db, now } from './db.ts';
import { routes } from '../contract/routes.ts';
import { errorAnswer, handle, itemHandler, parseBody, requireUser, searchedRecordsPage } from './handlers/respond.ts';
import { polledItem, renamed } from './handlers/resources.ts';

/** Units of the sample TM (id 1): 130, so the screen has two pages; some with inline tags. */
export const SAMPLE_TM_UNIT_COUNT = 130;

type TmState = { units: TmRecord[]; nextId: number; pendingImports: Map<number, string> };
const states = new WeakMap<object, TmState>();

const phrases: Array<[string, string]> = [
  ['Save the file', 'Datei speichern'],
  ['Open the settings', 'Einstellungen öffnen'],
  ['Your password has expired', 'Ihr Passwort ist abgelaufen'],
  ['Print the invoice', 'Rechnung drucken'],
  ['Delete this account?', 'Dieses Konto löschen?'],
  ['Restart the server now', 'Server jetzt neu starten'],
  ['Select a language', 'Sprache auswählen'],
  ['The connection failed', 'Die Verbindung ist fehlgeschlagen'],
  ['Export the report', 'Bericht exportieren'],
  ['Search & replace', 'Suchen &amp; ersetzen'],
];

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

function state(): TmState {
  let current = states.get(db.translationMemories);
  if (!current) {
    current = { units: [], nextId: 1, pendingImports: new Map() };
    const sample = db.translationMemories.find((tm) => tm.id === 1);
    if (sample) {
      for (let i = 0; i < SAMPLE_TM_UNIT_COUNT; i++) current.units.push(sampleUnit(1, current.nextId++, i));
      sample.records_count = SAMPLE_TM_UNIT_COUNT;
    }
    states.set(db.translationMemories, current);
  }
  return current;
}

/** The units of every mock TM (the matching handlers search them). */
export const mockTmUnits = (): readonly TmRecord[] => state().units;
const findTm = (id: number | undefined) => db.translationMemories.find((tm) => tm.id === id);
const handleTm = itemHandler(findTm);
const handleUnit = itemHandler((id) => state().units.find((u) => u.id === id));
const recount = (tm: TranslationMemory) => (tm.records_count = state().units.filter((u) => u.tm_id === tm.id).length);
const textOf = (markup: string) =>
  markup
    .replace(/<(bpt|ept|ph|it|ut)\b[^>]*\/>/g, '')
    .replace(/<(bpt|ept|ph|it|ut)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The server checks markup with an XML parser; the mock catches the usual mistake, a bare & or <. */
/** A running import advances a quarter per poll, then its units (read from the uploaded TMX) appear. */
function advanceImport(tm: TranslationMemory) {
  const { pendingImports, units } = state();
  if (tm.processing_status !== 'processing') return;
  const progress = Math.min(1, tm.processing_progress + 0.25);
  if (progress < 1) {
    tm.processing_progress = progress;
    return;
  }
  const text = pendingImports.get(tm.id) ?? '';
  pendingImports.delete(tm.id);
  if (!/<tmx[\s>]/.test(text)) {
    Object.assign(tm, {
      processing_status: 'error',
      processing_progress: 0,
      processing_error: 'Not a TMX file: the root element is not <tmx>',
    });
    return;
  }
  const langs = [...text.matchAll(/<tuv[^>]*lang="([^"]+)"/g)].map((m) => m[1]!);
  tm.source_lang ||= langs[0] ?? 'en';
  tm.target_lang ||= langs.find((l) => l !== tm.source_lang) ?? 'de';
  let read = 0;
  for (const [, body] of text.matchAll(/<tu\b[^>]*>([\s\S]*?)<\/tu>/g)) {
    read++;
    const segs = [...body!.matchAll(/<seg>([\s\S]*?)<\/seg>/g)].map((m) => m[1]!);
    if (segs.length < 2) continue;
    const stamp = now();
    units.push({
      id: state().nextId++,
      tm_id: tm.id,
      source: segs[0]!,
      target: segs[1]!,
      source_text: textOf(segs[0]!),
      target_text: textOf(segs[1]!),
      creation_date: stamp,
      change_date: stamp,
      creation_id: null,
      change_id: null,
      props: [],
      notes: [],
      tmx: {},
      created_at: stamp,
      updated_at: stamp,
    });
  }
  recount(tm);
  Object.assign(tm, {
    processing_status: 'done',
    processing_progress: 1,
    processing_error: null,
    import_report: {
      units_read: read,
      units_imported: tm.records_count,
      skipped_missing_language: read - tm.records_count,
      skipped_empty: 0,
      language_note: `source ${tm.source_lang}, target ${tm.target_lang} (from the file)`,
    },
  });
}

export const tmHandlers = [
  handle(routes.tm.create, async ({ request }) => {
    const auth = requireUser('tm.manage');
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, CreateResourceBody);
    if (!body.ok) return body.answer;
    const tm: TranslationMemory = {
      id: Math.max(0, ...db.translationMemories.map((m) => m.id)) + 1,
      ...body.value,
      created_by: auth.user.id,
      records_count: 0,
      created_at: now(),
      ...NO_IMPORT,
    };
    db.translationMemories.push(tm);
    return HttpResponse.json(tm, { status: 201 });
  }),

  handle(routes.tm.import, async ({ request }) => {
    const auth = requireUser('tm.manage');
    if (!auth.ok) return auth.answer;
    const form = await request.formData();
    const file = form.get('file');
    if (!(file instanceof File)) return errorAnswer(400, 'Send the TMX file in a part named "file"');
    const fields = ImportTranslationMemoryFields.safeParse({
      name: form.get('name') ?? undefined,
      source_lang: form.get('source_lang') || undefined,
      target_lang: form.get('target_lang') || undefined,
    });
    if (!fields.success) return errorAnswer(400, 'Invalid request', fields.error.issues);
    const tm: TranslationMemory = {
      id: Math.max(0, ...db.translationMemories.map((m) => m.id)) + 1,
      name: fields.data.name,
      source_lang: fields.data.source_lang ?? '',
      target_lang: fields.data.target_lang ?? '',
      created_by: auth.user.id,
      records_count: 0,
      created_at: now(),
      processing_status: 'processing',
      processing_progress: 0,
      processing_error: null,
      import_report: null,
    };
    db.translationMemories.push(tm);
    state().pendingImports.set(tm.id, await file.text());
    return HttpResponse.json(tm, { status: 202 });
  }),

  handleTm(routes.tm.importInto, async (tm, { request }) => {
    const file = (await request.formData()).get('file');
    if (!(file instanceof File)) return errorAnswer(400, 'Send the TMX file in a part named "file"');
    Object.assign(tm, { processing_status: 'processing', processing_progress: 0, processing_error: null });
    state().pendingImports.set(tm.id, await file.text());
    return HttpResponse.json(tm, { status: 202 });
  }),

  handleTm.withBody(routes.tm.createRecord, CreateTmRecordBody, (tm, { user, body }) => {
    const stamp = now();
    const unit: TmRecord = {
      id: state().nextId++,
      tm_id: tm.id,
      source: body.source,
      target: body.target,
      source_text: textOf(body.source),
      target_text: textOf(body.target),
      creation_date: stamp,
      change_date: stamp,
      creation_id: user.username,
      change_id: user.username,
      props: [],
      notes: [],
      tmx: {},
      created_at: stamp,
      updated_at: stamp,
    };
    state().units.push(unit);
    recount(tm);
    return HttpResponse.json(unit, { status: 201 });
  }),

  handleTm(routes.tm.get, polledItem(advanceImport)),

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

  handleUnit.withBody(routes.tm.updateRecord, UpdateTmRecordBody, (unit, { user, body }) => {
    if (body.updated_at && body.updated_at !== unit.updated_at) {
      return errorAnswer(409, 'Someone else changed this unit in the meantime; reload it and apply your change again');
    }
    const stamp = now();
    Object.assign(unit, {
      source: body.source,
      target: body.target,
      source_text: textOf(body.source),
      target_text: textOf(body.target),
      change_date: stamp,
      change_id: user.username,
      updated_at: stamp,
    });
    return HttpResponse.json(unit);
  }),

  handleUnit(routes.tm.deleteRecord, (unit) => {
    state().units.splice(state().units.indexOf(unit), 1);
    const tm = findTm(unit.tm_id);
    if (tm) recount(tm);
    return HttpResponse.json({ message: 'Unit deleted' });
  }),
];
