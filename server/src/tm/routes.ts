import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ImportIntoTranslationMemoryFields,
  ImportTranslationMemoryFields,
  sameLanguageCode,
  TMX_IMPORT_MAX_BYTES,
} from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import type { TmProp, TmxDetails } from '@tessera/shared/contract';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { withUpload } from '../plugins/uploads.ts';
import { IMPORT_NOT_STARTED, startOrUndo } from '../jobs/jobs.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { parseSegment } from '../formats/tmx/segment.ts';
import { TmxFormatError } from '../formats/tmx/errors.ts';
import { writeTmx } from '../formats/tmx/writer.ts';
import { checkTmxFileStart } from '../formats/tmx/reader.ts';
import { registerTmImportRecovery, startTmImport } from './import.ts';
import { cutWhenGrown, registerRangeCutRecovery } from './search-range-cuts.ts';
import {
  claimForImport,
  createTranslationMemory,
  deleteTranslationMemory,
  deleteUnit,
  findTranslationMemory,
  findUnit,
  insertUnit,
  listTranslationMemories,
  pageUnits,
  streamUnitsForExport,
  toTmRecord,
  toTranslationMemory,
  updateTranslationMemory,
  updateUnit,
  type UnitText,
} from './repository.ts';
import type { TranslationMemoryRow } from './tables.ts';
import { dropMatchIndex, indexUnits, unindexUnit } from './matching/index-store.ts';
import { newImportedResource } from '../db/column-types.ts';

/** A TM whose import job could not even start: nothing waits for that job. */
const IMPORT_FAILED_TO_START = {
  processing_status: 'error',
  processing_progress: 0,
  processing_error: IMPORT_NOT_STARTED,
} as const;

/** Translation memories: browse/search for every user, record edits for tm.edit, the rest tm.manage. */
export const tmRoutes: FastifyPluginAsyncZod = async (app) => {
  registerTmImportRecovery(app);
  registerRangeCutRecovery(app);

  const tmOr404 = async (id: number): Promise<TranslationMemoryRow> =>
    foundOr404(await findTranslationMemory(app.db, id), 'tm_not_found', 'Translation memory not found');
  const notImporting = async (id: number) => {
    const tm = await tmOr404(id);
    if (tm.processing_status === 'processing')
      throw new HttpError(409, 'tm_importing', 'This translation memory is still being imported');
    return tm;
  };
  /** Units can be written whenever no import runs: a failed import leaves the TM's units as they were (or none). */
  const editableTm = notImporting;

  route(app, endpoints.tm.list, async () => (await listTranslationMemories(app.db)).map(toTranslationMemory));

  route(app, endpoints.tm.create, async (request, reply) => {
    const tm = await createTranslationMemory(app.db, newImportedResource(request.body, request.user.id));
    return reply.status(201).send(toTranslationMemory(tm));
  });

  route(app, endpoints.tm.get, async (request) => toTranslationMemory(await tmOr404(request.params.id)));

  route(app, endpoints.tm.rename, async (request) => {
    const tm = await updateTranslationMemory(app.db, request.params.id, { name: request.body.name });
    if (!tm) throw new HttpError(404, 'tm_not_found', 'Translation memory not found');
    return { message: 'Translation memory renamed' };
  });

  route(app, endpoints.tm.delete, async (request) => {
    await notImporting(request.params.id);
    await dropMatchIndex(app.db, request.params.id);
    if (!(await deleteTranslationMemory(app.db, request.params.id)))
      throw new HttpError(404, 'tm_not_found', 'Translation memory not found');
    return { message: 'Translation memory deleted' };
  });

  route(app, endpoints.tm.records, async (request) => {
    const { page, search } = request.query as { page: number; search: string };
    const { records, ...total } = await pageUnits(app.db, request.params.id, page, search);
    // Units are only ever a TM's: a page with some proves the TM exists, and saves reading it.
    if (total.total_rows === 0) await tmOr404(request.params.id);
    return { records: records.map(toTmRecord), ...total };
  });

  route(app, endpoints.tm.createRecord, async (request, reply) => {
    await editableTm(request.params.id);
    const unit = segmentsOf(request.body);
    try {
      const { inserted, unitsCount } = await insertUnit(app.db, request.params.id, unit, request.user.username);
      await indexUnits(app.db, inserted.tm_id, [inserted]);
      await cutWhenGrown(app, inserted.tm_id, unitsCount);
      return reply.status(201).send(toTmRecord(inserted));
    } catch (error) {
      throw unitClashOr(error);
    }
  });

  route(app, endpoints.tm.updateRecord, async (request) => {
    const existing = foundOr404(await findUnit(app.db, request.params.id), 'tm_unit_not_found', 'Unit not found');
    await editableTm(existing.tm_id);
    const unit = segmentsOf(request.body);
    let result;
    try {
      result = await updateUnit(app.db, request.params.id, unit, request.user.username, request.body.updated_at);
    } catch (error) {
      throw unitClashOr(error);
    }
    if (result === undefined) throw new HttpError(404, 'tm_unit_not_found', 'Unit not found');
    if (result === 'stale') {
      throw new HttpError(
        409,
        'tm_unit_changed',
        'Someone else changed this unit in the meantime; reload it and apply your change again',
      );
    }
    await indexUnits(app.db, result.tm_id, [result]);
    return toTmRecord(result);
  });

  route(app, endpoints.tm.deleteRecord, async (request) => {
    const existing = foundOr404(await findUnit(app.db, request.params.id), 'tm_unit_not_found', 'Unit not found');
    await editableTm(existing.tm_id);
    if (!(await deleteUnit(app.db, request.params.id))) throw new HttpError(404, 'tm_unit_not_found', 'Unit not found');
    await unindexUnit(app.db, existing.tm_id, request.params.id);
    return { message: 'Unit deleted' };
  });

  route(app, endpoints.tm.import, async (request, reply) => {
    const options = { maxBytes: TMX_IMPORT_MAX_BYTES, what: 'TMX file', fields: ImportTranslationMemoryFields };
    return withUpload(request, options, async (upload, { name, source_lang, target_lang }) => {
      await refuseUnreadableTmx(upload.path);
      const tm = await createTranslationMemory(app.db, {
        name,
        source_lang: source_lang ?? '',
        target_lang: target_lang ?? '',
        created_by: request.user.id,
        processing_status: 'processing',
        processing_progress: 0,
      });
      await startOrUndo(
        () =>
          startTmImport(app, {
            tmId: tm.id,
            filePath: upload.path,
            sourceLang: source_lang,
            targetLang: target_lang,
          }),
        // Never leave a TM 'processing' forever when its job could not even start.
        () => updateTranslationMemory(app.db, tm.id, IMPORT_FAILED_TO_START),
      );
      return reply.status(202).send(toTranslationMemory(tm));
    });
  });

  route(app, endpoints.tm.importInto, async (request, reply) => {
    const before = await notImporting(request.params.id);
    const options = { maxBytes: TMX_IMPORT_MAX_BYTES, what: 'TMX file', fields: ImportIntoTranslationMemoryFields };
    return withUpload(request, options, async (upload, fields) => {
      importLanguages(before, fields);
      await refuseUnreadableTmx(upload.path);
      const tm = await claimForImport(app.db, request.params.id);
      if (!tm) throw new HttpError(409, 'tm_importing', 'This translation memory is still being imported');
      await startOrUndo(
        async () => {
          // Decided on the claimed row: no unit can be added from now on until the import ends.
          const { source, target } = importLanguages({ ...tm, processing_status: before.processing_status }, fields);
          const into = tm.units_count > 0 ? 'merge' : 'load';
          await startTmImport(app, {
            tmId: tm.id,
            filePath: upload.path,
            sourceLang: source,
            targetLang: target,
            into,
          });
        },
        // Never leave the TM 'processing' without a job: a refusal gives it back as it was, anything else says so.
        (error) =>
          updateTranslationMemory(
            app.db,
            tm.id,
            error instanceof HttpError
              ? {
                  processing_status: before.processing_status,
                  processing_progress: before.processing_progress,
                  processing_error: before.processing_error,
                }
              : IMPORT_FAILED_TO_START,
          ),
      );
      return reply.status(202).send(toTranslationMemory(tm));
    });
  });

  route(app, endpoints.tm.download, async (request, reply) => {
    const tm = await tmOr404(request.params.id);
    if (tm.processing_status !== 'done')
      throw new HttpError(409, 'tm_no_finished_import', 'This translation memory has no finished import to download');
    const units = (async function* () {
      for await (const row of streamUnitsForExport(app.db, tm.id)) {
        yield {
          source: row.source,
          target: row.target,
          creationDate: row.creation_date,
          changeDate: row.change_date,
          creationId: row.creation_id,
          changeId: row.change_id,
          props: row.props === '[]' ? [] : (JSON.parse(row.props) as TmProp[]),
          notes: row.notes === '[]' ? [] : (JSON.parse(row.notes) as string[]),
          details: row.tmx_details === null ? null : (JSON.parse(row.tmx_details) as TmxDetails),
        };
      }
    })();
    const ascii = tm.name.replace(/[^\w.\- ]+/g, '_').trim() || 'translation-memory';
    return reply
      .header('content-type', 'application/x-tmx+xml; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${ascii}.tmx"; filename*=UTF-8''${encodeURIComponent(`${tm.name}.tmx`)}`,
      )
      .send(Readable.from(writeTmx({ sourceLang: tm.source_lang, targetLang: tm.target_lang, units })));
  });
};

/**
 * The language pair an import into an existing TM asks the file for: a TM with units keeps its own (a file in
 * other languages cannot join it); an empty one takes the request's, else its own, unless its last import failed
 * (its pair may be that file's): then the new file's, as a new import would.
 */
/** A TMX file whose first KB show it cannot be imported answers 422 with the reader's message, creating nothing. */
async function refuseUnreadableTmx(path: string): Promise<void> {
  try {
    await checkTmxFileStart(path);
  } catch (error) {
    if (error instanceof TmxFormatError) throw new HttpError(422, 'unreadable_tmx', error.message);
    throw error;
  }
}

function importLanguages(
  tm: TranslationMemoryRow,
  fields: { source_lang?: string | undefined; target_lang?: string | undefined },
): { source: string | undefined; target: string | undefined } {
  const requested = { source: fields.source_lang, target: fields.target_lang };
  if (tm.units_count > 0) {
    const differs = (asked: string | undefined, own: string) => asked !== undefined && !sameLanguageCode(asked, own);
    if (differs(requested.source, tm.source_lang) || differs(requested.target, tm.target_lang)) {
      throw new HttpError(
        400,
        'tmx_languages_mismatch',
        `This translation memory holds ${tm.source_lang} → ${tm.target_lang} units; a file can only add units in these languages`,
      );
    }
    return { source: tm.source_lang, target: tm.target_lang };
  }
  if (tm.processing_status === 'error' && !(requested.source || requested.target))
    return { source: undefined, target: undefined };
  return {
    source: requested.source || tm.source_lang || undefined,
    target: requested.target || tm.target_lang || undefined,
  };
}

function segmentsOf(body: { source: string; target: string }): UnitText {
  try {
    const source = parseSegment(body.source);
    const target = parseSegment(body.target);
    return { source: source.xml, target: target.xml, source_text: source.text, target_text: target.text };
  } catch (error) {
    if (error instanceof TmxFormatError) throw new HttpError(400, 'invalid_unit_markup', error.message);
    throw error;
  }
}

/** A unit whose source and target the memory has already (its unique index said no) as the 409 it answers. */
function unitClashOr(error: unknown): unknown {
  if (isUniqueViolation(error))
    return new HttpError(
      409,
      'tm_unit_exists',
      'This translation memory already has a unit with this source and target',
    );
  return error;
}
