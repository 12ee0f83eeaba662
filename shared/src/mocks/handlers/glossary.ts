import { HttpResponse } from 'msw';
import {
  CreateGlossaryRecordBody,
  DeleteGlossaryRecordsBody,
  GlossaryRecordsQuery,
  ImportIntoGlossaryFields,
  UpdateGlossaryRecordBody,
} from '../../contract/glossary.ts';
import type { Glossary, GlossaryRecord } from '../../contract/glossary.ts';
import { CreateResourceBody, LanguageCode, RenameResourceBody, ResourceName } from '../../contract/common.ts';
import { NO_IMPORT, NO_TERM_FIELDS, db, now } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { errorAnswer, handle, itemHandler, parseBody, requireUser, searchedRecordsPage } from './respond.ts';
import { polledItem, renamed } from './resources.ts';

const findGlossary = (id: number | undefined) => db.glossaries.find((g) => g.id === id);
const findRecord = (id: number | undefined) => db.records.find((r) => r.id === id);
const handleGlossary = itemHandler(findGlossary);
const handleRecord = itemHandler(findRecord);

function recountRecords(glossaryId: number) {
  const glossary = findGlossary(glossaryId);
  if (glossary) glossary.records_count = db.records.filter((r) => r.glossary_id === glossaryId).length;
}

/**
 * A running import advances a quarter on every poll, then its records appear. The mock reads CSV/TSV
 * (header row, then source, target, comment); other formats need the real server and end in an error,
 * which shows the screen's error state.
 */
function advanceImport(glossary: Glossary) {
  if (glossary.processing_status !== 'pending' && glossary.processing_status !== 'processing') return;
  const progress = Math.min(1, glossary.processing_progress + 0.25);
  if (progress < 1) {
    Object.assign(glossary, { processing_status: 'processing', processing_progress: progress });
    return;
  }
  const upload = db.pendingImports.get(glossary.id);
  db.pendingImports.delete(glossary.id);
  const rows = upload ? parseDelimited(upload.text, upload.fileName) : undefined;
  if (!rows) {
    Object.assign(glossary, {
      processing_status: 'error',
      processing_progress: 0,
      processing_error: 'The mock API reads CSV and TSV files only.',
    });
    return;
  }
  const user = db.users.find((u) => u.id === glossary.created_by_user.id) ?? glossary.created_by_user;
  // Every row is added, in any mode: the mock tells no record the same as another.
  for (const [source, target, comment = ''] of rows) {
    const timestamp = now();
    db.records.push({
      id: db.nextId.record++,
      glossary_id: glossary.id,
      created_at: timestamp,
      updated_at: timestamp,
      source,
      target,
      comment,
      ...NO_TERM_FIELDS,
      created_by_user: { id: user.id, username: user.username, display_name: user.display_name },
      updated_by_user: null,
    });
  }
  const import_report = {
    units_read: rows.length,
    units_imported: rows.length,
    merged_duplicates: 0,
    skipped_missing_language: 0,
    skipped_empty: 0,
    mode: upload?.mode ?? 'add',
    added: rows.length,
    updated: 0,
    skipped: 0,
  };
  Object.assign(glossary, { processing_status: 'done', processing_progress: 1, processing_error: null, import_report });
  recountRecords(glossary.id);
}

function parseDelimited(text: string, fileName: string): string[][] | undefined {
  if (!/\.(csv|tsv|txt)$/i.test(fileName)) return undefined;
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const delimiter = lines[0]?.includes('\t') ? '\t' : lines[0]?.includes(';') ? ';' : ',';
  return lines
    .slice(1)
    .map((line) => line.split(delimiter).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1')))
    .filter((cells) => cells[0] && cells[1]);
}

/** Glossaries and their records; the mock writes no export file: each format's file is the server's to make. */
export const glossaryHandlers = [
  handle(routes.glossary.list, () => {
    const auth = requireUser();
    if (!auth.ok) return auth.answer;
    db.glossaries.forEach(advanceImport);
    return HttpResponse.json(db.glossaries);
  }),

  handle(routes.glossary.create, async ({ request }) => {
    const auth = requireUser('glossary.manage');
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, CreateResourceBody);
    if (!body.ok) return body.answer;
    const timestamp = now();
    const glossary: Glossary = {
      id: db.nextId.glossary++,
      ...body.value,
      created_at: timestamp,
      updated_at: timestamp,
      ...NO_IMPORT,
      upload_time: null,
      created_by_user: auth.user,
      records_count: 0,
    };
    db.glossaries.push(glossary);
    return HttpResponse.json(glossary, { status: 201 });
  }),

  handle(routes.glossary.import, async ({ request }) => {
    const auth = requireUser('glossary.manage');
    if (!auth.ok) return auth.answer;
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return errorAnswer(400, 'Send the file as multipart/form-data');
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') return errorAnswer(400, 'Choose a file to import');
    const name = ResourceName.safeParse(form.get('name') ?? file.name);
    if (!name.success) return errorAnswer(400, 'Invalid request', name.error.issues);
    const language = (field: string, fallback: string) => {
      const value = form.get(field);
      return typeof value === 'string' && value !== ''
        ? LanguageCode.safeParse(value)
        : { success: true as const, data: fallback };
    };
    const source = language('source_lang', 'en');
    const target = language('target_lang', 'de');
    if (!source.success || !target.success) return errorAnswer(400, 'Invalid language code');
    const timestamp = now();
    const glossary: Glossary = {
      id: db.nextId.glossary++,
      name: name.data,
      source_lang: source.data,
      target_lang: target.data,
      created_at: timestamp,
      updated_at: timestamp,
      processing_status: 'pending',
      processing_progress: 0,
      processing_error: null,
      import_report: null,
      upload_time: timestamp,
      created_by_user: auth.user,
      records_count: 0,
    };
    db.glossaries.push(glossary);
    db.pendingImports.set(glossary.id, { text: await file.text(), fileName: file.name });
    return HttpResponse.json(glossary, { status: 202 });
  }),

  handleGlossary(routes.glossary.importInto, async (glossary, { request }) => {
    const form = await request.formData();
    const file = form.get('file');
    if (!file || typeof file === 'string') return errorAnswer(400, 'Choose a file to import');
    const fields = ImportIntoGlossaryFields.safeParse({ mode: form.get('mode') ?? undefined });
    if (!fields.success) return errorAnswer(400, 'Invalid request: mode', fields.error.issues);
    Object.assign(glossary, {
      processing_status: 'pending',
      processing_progress: 0,
      processing_error: null,
      upload_time: now(),
    });
    db.pendingImports.set(glossary.id, { text: await file.text(), fileName: file.name, mode: fields.data.mode });
    return HttpResponse.json(glossary, { status: 202 });
  }),

  handleGlossary(routes.glossary.get, polledItem(advanceImport)),

  handleGlossary.withBody(routes.glossary.rename, RenameResourceBody, renamed('Glossary renamed')),

  handleGlossary(routes.glossary.delete, (glossary) => {
    db.glossaries = db.glossaries.filter((g) => g !== glossary);
    db.records = db.records.filter((r) => r.glossary_id !== glossary.id);
    return HttpResponse.json({ message: 'Glossary deleted' });
  }),

  handleGlossary(routes.glossary.records, (glossary, { request }) => {
    const query = GlossaryRecordsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorAnswer(400, 'Invalid request', query.error.issues);
    // In the order added, whatever the sort asked: the mock orders nothing.
    const records = db.records.filter((r) => r.glossary_id === glossary.id);
    return searchedRecordsPage(request, records, (r) => [r.source, r.target]);
  }),

  handleGlossary.withBody(routes.glossary.deleteRecords, DeleteGlossaryRecordsBody, (glossary, { body }) => {
    const own = (r: GlossaryRecord) => r.glossary_id === glossary.id;
    let chosen: (r: GlossaryRecord) => boolean;
    if ('ids' in body) {
      const ids = new Set(body.ids);
      chosen = (r) => own(r) && ids.has(r.id);
    } else {
      const needle = body.search.toLowerCase();
      chosen = (r) => own(r) && (r.source.toLowerCase().includes(needle) || r.target.toLowerCase().includes(needle));
    }
    const deleted = db.records.filter(chosen).length;
    db.records = db.records.filter((r) => !chosen(r));
    recountRecords(glossary.id);
    return HttpResponse.json({
      message: `${deleted.toLocaleString('en')} ${deleted === 1 ? 'record' : 'records'} deleted`,
      deleted,
    });
  }),

  handleGlossary.withBody(routes.glossary.createRecord, CreateGlossaryRecordBody, (glossary, { user, body }) => {
    const timestamp = now();
    const record: GlossaryRecord = {
      id: db.nextId.record++,
      glossary_id: glossary.id,
      created_at: timestamp,
      updated_at: timestamp,
      ...body,
      match_rule: body.match_rule ?? 'stemmed',
      created_by_user: { id: user.id, username: user.username, display_name: user.display_name },
      updated_by_user: null,
    };
    db.records.push(record);
    recountRecords(glossary.id);
    return HttpResponse.json(record, { status: 201 });
  }),

  handleRecord.withBody(routes.glossary.updateRecord, UpdateGlossaryRecordBody, (record, { user, body }) => {
    const { updated_at: readVersion, ...fields } = body;
    if (readVersion !== undefined && readVersion !== record.updated_at) {
      return errorAnswer(
        409,
        'This record was changed by someone else since you opened it. Reload it to see the current version.',
      );
    }
    Object.assign(record, fields, {
      match_rule: fields.match_rule ?? record.match_rule,
      updated_at: now(),
      updated_by_user: { id: user.id, username: user.username, display_name: user.display_name },
    });
    return HttpResponse.json(record);
  }),

  handleRecord(routes.glossary.deleteRecord, (record) => {
    db.records = db.records.filter((r) => r !== record);
    recountRecords(record.glossary_id);
    return HttpResponse.json({ message: 'Record deleted' });
  }),
];
