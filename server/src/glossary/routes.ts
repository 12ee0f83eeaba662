import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  GLOSSARY_IMPORT_MAX_BYTES,
  ImportGlossaryFields,
  ImportIntoGlossaryFields,
  type CreateGlossaryRecordBody,
} from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { withUpload } from '../plugins/uploads.ts';
import { IMPORT_NOT_STARTED, startOrUndo } from '../jobs/jobs.ts';
import { termFormat } from '../formats/term-formats.ts';

import {
  prepareImport,
  registerGlossaryImportRecovery,
  createGlossaryForImport,
  startGlossaryImportInto,
} from './import.ts';
import {
  claimGlossaryForImport,
  deleteGlossary,
  findGlossary,
  insertGlossary,
  listGlossaries,
  renameGlossary,
  setImportState,
  toGlossary,
} from './glossaries.ts';
import {
  deleteRecord,
  deleteRecords,
  findRecord,
  insertRecord,
  toGlossaryRecord,
  updateRecord,
  type RecordText,
} from './records.ts';
import { findGlossaryForPage } from './record-search.ts';
import { pageRecords } from './record-pages.ts';
import { streamRecords } from './record-export.ts';
import { newImportedResource } from '../db/column-types.ts';

const GLOSSARY_NOT_FOUND = 'Glossary not found';
const RECORD_NOT_FOUND = 'Glossary record not found';

/**
 * Glossaries: everyone signed in reads them and edits their records
 * (glossary.read / glossary.edit); creating, renaming, deleting, importing and exporting glossaries takes
 * glossary.manage.
 */
export const glossaryRoutes: FastifyPluginAsyncZod = async (app) => {
  registerGlossaryImportRecovery(app);

  const glossaryOr404 = async (id: number) =>
    foundOr404(await findGlossary(app.db, id), 'glossary_not_found', GLOSSARY_NOT_FOUND);
  const settledGlossary = async (id: number, action: string) => {
    const glossary = await glossaryOr404(id);
    if (isImporting(glossary)) {
      throw new HttpError(
        409,
        'glossary_importing',
        `This glossary is still being imported; ${action} once the import has finished.`,
      );
    }
    return glossary;
  };
  const recordOr404 = async (id: number) =>
    toGlossaryRecord(foundOr404(await findRecord(app.db, id), 'glossary_record_not_found', RECORD_NOT_FOUND));

  route(app, endpoints.glossary.list, async () => (await listGlossaries(app.db)).map(toGlossary));

  route(app, endpoints.glossary.create, async (request, reply) => {
    const id = await insertGlossary(app.db, newImportedResource(request.body, request.user.id));
    return reply.status(201).send(toGlossary(await glossaryOr404(id)));
  });

  route(app, endpoints.glossary.import, async (request, reply) => {
    return withUpload(
      request,
      { maxBytes: GLOSSARY_IMPORT_MAX_BYTES, fields: ImportGlossaryFields },
      async (upload, fields) => {
        const { format, languages } = await prepareImport(upload, fields);
        const id = await createGlossaryForImport(app, { languages, name: fields.name, userId: request.user.id });
        // Read before the job starts: the answer says 'pending' whether or not the job has begun by then.
        const created = await glossaryOr404(id);
        await startGlossaryImportInto(app, id, { file: upload, format, languages, userId: request.user.id });
        return reply.status(202).send(toGlossary(created));
      },
    );
  });

  route(app, endpoints.glossary.importInto, async (request, reply) => {
    const glossary = await settledGlossary(request.params.id, 'import another file');
    // The glossary's own name and languages apply; the form says only what becomes of records it holds.
    const options = { maxBytes: GLOSSARY_IMPORT_MAX_BYTES, fields: ImportIntoGlossaryFields };
    return withUpload(request, options, async (upload, { mode }) => {
      const { source_lang, target_lang } = glossary;
      const { format, languages } = await prepareImport(upload, { name: glossary.name, source_lang, target_lang });
      if (!(await claimGlossaryForImport(app.db, glossary.id))) {
        throw new HttpError(
          409,
          'glossary_importing',
          'This glossary is still being imported; import another file once the import has finished.',
        );
      }
      // Read before the job starts: the answer says 'pending' whether or not the job has begun by then.
      const claimed = await glossaryOr404(glossary.id);
      await startOrUndo(
        () =>
          startGlossaryImportInto(app, glossary.id, { file: upload, format, languages, mode, userId: request.user.id }),
        // Never leave the glossary 'pending' without a job.
        () => setImportState(app.db, glossary.id, { processing_status: 'error', processing_error: IMPORT_NOT_STARTED }),
      );
      return reply.status(202).send(toGlossary(claimed));
    });
  });

  route(app, endpoints.glossary.get, async (request) => toGlossary(await glossaryOr404(request.params.id)));

  route(app, endpoints.glossary.rename, async (request) => {
    if (!(await renameGlossary(app.db, request.params.id, request.body.name)))
      throw new HttpError(404, 'glossary_not_found', GLOSSARY_NOT_FOUND);
    return { message: 'Glossary renamed' };
  });

  route(app, endpoints.glossary.delete, async (request) => {
    if (!(await deleteGlossary(app.db, request.params.id)))
      throw new HttpError(404, 'glossary_not_found', GLOSSARY_NOT_FOUND);
    return { message: 'Glossary deleted' };
  });

  route(app, endpoints.glossary.records, async (request) => {
    const { page, search, sort, order } = request.query;
    const glossary = foundOr404(
      await findGlossaryForPage(app.db, request.params.id, search),
      'glossary_not_found',
      GLOSSARY_NOT_FOUND,
    );
    // An import in progress shows nothing yet: its records may still be deleted by a failure (see the contract).
    if (isImporting(glossary)) return { records: [], total_rows: 0 };
    const sorting = sort && { sort, order };
    const { records, ...total } = await pageRecords(app.db, glossary, page, search, sorting);
    return { records: records.map(toGlossaryRecord), ...total };
  });

  route(app, endpoints.glossary.createRecord, async (request, reply) => {
    await settledGlossary(request.params.id, 'add records');
    const id = await insertRecord(app.db, request.params.id, recordText(request.body), request.user.id);
    return reply.status(201).send(await recordOr404(id));
  });

  route(app, endpoints.glossary.updateRecord, async (request) => {
    const { updated_at, ...text } = request.body;
    const version = updated_at === undefined ? undefined : new Date(updated_at);
    if (version && Number.isNaN(version.getTime()))
      throw new HttpError(400, 'invalid_request', 'Invalid request: updated_at is not a timestamp');
    const outcome = await updateRecord(app.db, request.params.id, recordText(text), request.user.id, version);
    if (outcome === 'missing') throw new HttpError(404, 'glossary_record_not_found', RECORD_NOT_FOUND);
    if (outcome === 'stale') {
      throw new HttpError(
        409,
        'glossary_record_changed',
        'Someone else changed this record after you opened it. Reload it to see their version, then edit again.',
        {
          current: await recordOr404(request.params.id),
        },
      );
    }
    return recordOr404(request.params.id);
  });

  route(app, endpoints.glossary.deleteRecord, async (request) => {
    if (!(await deleteRecord(app.db, request.params.id)))
      throw new HttpError(404, 'glossary_record_not_found', RECORD_NOT_FOUND);
    return { message: 'Glossary record deleted' };
  });

  route(app, endpoints.glossary.deleteRecords, async (request) => {
    await settledGlossary(request.params.id, 'delete records');
    const outcome = await deleteRecords(app.db, request.params.id, request.body);
    if ('foreign' in outcome) {
      const count = outcome.foreign.length;
      throw new HttpError(
        422,
        'records_of_other_glossary',
        `${count} of the selected records ${count === 1 ? 'belongs' : 'belong'} to another glossary ` +
          `(${outcome.foreign.slice(0, 5).join(', ')}${count > 5 ? ', …' : ''}); nothing was deleted.`,
      );
    }
    const { deleted } = outcome;
    return { message: `${deleted.toLocaleString('en')} ${deleted === 1 ? 'record' : 'records'} deleted`, deleted };
  });

  route(app, endpoints.glossary.download, async (request, reply) => {
    const glossary = await settledGlossary(request.params.id, 'export it');
    const format = termFormat(request.query.format);
    const fileName = `${safeFileName(glossary.name)}${format.extensions[0]}`;
    reply
      .header('content-type', format.mediaType)
      .header(
        'content-disposition',
        `attachment; filename="${fileName}"; filename*=UTF-8''${rfc5987(`${glossary.name}${format.extensions[0]}`)}`,
      )
      .header('cache-control', 'no-store');
    // HEAD (the screen's check before it starts the download) answers the status alone, without writing the file.
    if (request.method === 'HEAD') return reply.send();
    const languages = { source: glossary.source_lang, target: glossary.target_lang };
    return reply.send(format.write(streamRecords(app.db, glossary.id), languages, glossary.name));
  });
};

/** A record's text from a create or update body (the contract fills the defaults). */
const recordText = (body: z.output<typeof CreateGlossaryRecordBody>): RecordText => ({
  source: body.source,
  target: body.target,
  comment: body.comment,
  status: body.status,
  definition: body.definition,
  part_of_speech: body.part_of_speech,
  case_sensitive: body.case_sensitive,
  match_rule: body.match_rule,
});

const isImporting = (glossary: { processing_status: string }) =>
  glossary.processing_status === 'pending' || glossary.processing_status === 'processing';

const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** An ASCII file name that is safe in a header and on every file system; the real name goes in filename*. */
export function safeFileName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 100);
  return ascii === '' ? 'glossary' : ascii;
}
