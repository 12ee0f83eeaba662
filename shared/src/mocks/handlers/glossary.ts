import { HttpResponse } from 'msw';
import {
  CreateGlossaryRecordBody,
  DeleteGlossaryRecordsBody,
  GlossaryRecordsQuery,
  UpdateGlossaryRecordBody,
  type Glossary,
  type GlossaryRecord,
} from '../../contract/glossary.ts';
import type { User } from '../../contract/users.ts';
import { CreateResourceBody, RenameResourceBody } from '../../contract/common.ts';
import { NO_IMPORT, db, nextId, now, userRef } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { errorAnswer, handle, holdsSearch, itemHandler, renamed, searchedRecordsPage } from './respond.ts';

const handleGlossary = itemHandler((id) => db.glossaries.find((g) => g.id === id));
const handleRecord = itemHandler((id) => db.records.find((r) => r.id === id));

/**
 * A new glossary of `fields` by `user`: empty, or `pending` on a file kept as sent (`db.pendingImports`) until a test
 * finishes it: the mock reads no file, writes no export file and keeps each glossary's count.
 */
function newGlossary(fields: Pick<Glossary, 'name' | 'source_lang' | 'target_lang'>, user: User, file?: File) {
  const timestamp = now();
  const glossary: Glossary = {
    id: nextId(db.glossaries),
    ...fields,
    created_at: timestamp,
    updated_at: timestamp,
    ...NO_IMPORT,
    ...(file ? { processing_status: 'pending' } : {}),
    upload_time: file ? timestamp : null,
    created_by_user: user,
    records_count: 0,
  };
  db.glossaries.push(glossary);
  return glossary;
}

export const glossaryHandlers = [
  handle(routes.glossary.list, () => HttpResponse.json(db.glossaries)),

  handle.withBody(routes.glossary.create, CreateResourceBody, ({ user, body }) =>
    HttpResponse.json(newGlossary(body, user), { status: 201 }),
  ),

  handle(routes.glossary.import, async ({ request, user }) => {
    const form = await request.formData().catch(() => undefined);
    const file = form?.get('file');
    if (!(file instanceof File)) return errorAnswer(400, 'file_part_missing', 'Choose a file to import');
    const field = (name: string) => (form?.get(name) as string | null) || undefined;
    const fields = { source_lang: field('source_lang') ?? 'en', target_lang: field('target_lang') ?? 'de' };
    const glossary = newGlossary({ name: field('name') ?? file.name, ...fields }, user, file);
    db.pendingImports.set(glossary.id, { text: await file.text(), fileName: file.name });
    return HttpResponse.json(glossary, { status: 202 });
  }),

  handleGlossary(routes.glossary.importInto, async (glossary, { request }) => {
    const file = (await request.formData()).get('file');
    if (!(file instanceof File)) return errorAnswer(400, 'file_part_missing', 'Choose a file to import');
    Object.assign(glossary, { processing_status: 'pending', processing_progress: 0, processing_error: null });
    glossary.upload_time = now();
    db.pendingImports.set(glossary.id, { text: await file.text(), fileName: file.name });
    return HttpResponse.json(glossary, { status: 202 });
  }),

  handleGlossary(routes.glossary.get, (glossary) => HttpResponse.json(glossary)),

  handleGlossary.withBody(routes.glossary.rename, RenameResourceBody, renamed('Glossary renamed')),

  handleGlossary(routes.glossary.delete, (glossary) => {
    db.glossaries = db.glossaries.filter((g) => g !== glossary);
    db.records = db.records.filter((r) => r.glossary_id !== glossary.id);
    return HttpResponse.json({ message: 'Glossary deleted' });
  }),

  handleGlossary(routes.glossary.records, (glossary, { request }) => {
    const query = GlossaryRecordsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorAnswer(400, 'invalid_request', 'Invalid request', query.error.issues);
    // In the order added, whatever the sort asked.
    const records = db.records.filter((r) => r.glossary_id === glossary.id);
    return searchedRecordsPage(request, records, (r) => [r.source, r.target]);
  }),

  handleGlossary.withBody(routes.glossary.deleteRecords, DeleteGlossaryRecordsBody, (glossary, { body }) => {
    const chosen = (r: GlossaryRecord) =>
      r.glossary_id === glossary.id &&
      ('ids' in body ? body.ids.includes(r.id) : holdsSearch([r.source, r.target], body.search));
    const deleted = db.records.filter(chosen).length;
    db.records = db.records.filter((r) => !chosen(r));
    return HttpResponse.json({
      message: `${deleted.toLocaleString('en')} ${deleted === 1 ? 'record' : 'records'} deleted`,
      deleted,
    });
  }),

  handleGlossary.withBody(routes.glossary.createRecord, CreateGlossaryRecordBody, (glossary, { user, body }) => {
    const timestamp = now();
    const record: GlossaryRecord = {
      id: nextId(db.records),
      glossary_id: glossary.id,
      created_at: timestamp,
      updated_at: timestamp,
      ...body,
      match_rule: body.match_rule ?? 'stemmed',
      created_by_user: userRef(user),
      updated_by_user: null,
    };
    db.records.push(record);
    return HttpResponse.json(record, { status: 201 });
  }),

  handleRecord.withBody(routes.glossary.updateRecord, UpdateGlossaryRecordBody, (record, { user, body }) => {
    const { updated_at: _readVersion, ...fields } = body;
    const { match_rule = record.match_rule } = fields;
    Object.assign(record, fields, { match_rule, updated_at: now(), updated_by_user: userRef(user) });
    return HttpResponse.json(record);
  }),

  handleRecord(routes.glossary.deleteRecord, (record) => {
    db.records = db.records.filter((r) => r !== record);
    return HttpResponse.json({ message: 'Record deleted' });
  }),
];
