import type { FastifyInstance } from 'fastify';
import { DOCUMENT_TYPES } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { documentFormat } from '../formats/document-formats.ts';
import { upgradeWhereLossless } from './reader-upgrade.ts';
import { readOptionsOf } from './translated-file.ts';

export const READING_UPGRADE_JOB = 'document.reading-upgrade';

/** The imported documents read by an earlier reader than their format's today, oldest first. */
async function outdatedDocuments(db: Db) {
  return db
    .selectFrom('documents')
    .select(['id', 'type', 'source_lang', 'target_lang', 'segmentation', 'join_cues', 'reader_version'])
    .where('status', '=', 'done')
    .where((eb) =>
      eb.or(
        DOCUMENT_TYPES.map((type) =>
          eb.and([eb('type', '=', type), eb('reader_version', '<>', documentFormat(type).readerVersion)]),
        ),
      ),
    )
    .orderBy('id')
    .execute();
}

/**
 * Brings every document read by an earlier reader to today's reading where that loses no translation, one document
 * at a time; answers how many it upgraded and how many it left as they were (their downloads place the edits by
 * key, reader-upgrade.ts). A document whose original cannot be read now is logged and left so too. `onProgress`
 * hears the share done after each document (a job's progress, where a stopping server ends the work).
 */
export async function upgradeOutdatedReadings(
  app: FastifyInstance,
  onProgress: (fraction: number) => Promise<void> = async () => {},
): Promise<{ upgraded: number; kept: number }> {
  const outdated = await outdatedDocuments(app.db);
  let upgraded = 0;
  for (const [done, document] of outdated.entries()) {
    try {
      if ((await upgradeWhereLossless(app.db, document, readOptionsOf(document))).current) upgraded++;
    } catch (error) {
      app.log.warn({ err: error, documentId: document.id }, 'document not brought to the current reading');
    }
    await onProgress((done + 1) / outdated.length);
  }
  return { upgraded, kept: outdated.length - upgraded };
}

/**
 * After an upgrade of Tessera whose readers find more in a file (a chart's text, say), the server brings the
 * documents read before to today's reading when it starts, in a background job: translators then see the new
 * segments in the editor, untranslated, rather than only once someone downloads the file. A job stopped by a
 * server's end is done again by the next start, which finds the documents still outdated; of two servers starting
 * together, the second finds each document upgraded under its row lock and leaves it.
 */
export function registerReadingUpgrades(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    const start = async () => {
      if ((await outdatedDocuments(app.db)).length === 0) return;
      await app.jobs.run({
        kind: READING_UPGRADE_JOB,
        work: async (context) => {
          const { upgraded, kept } = await upgradeOutdatedReadings(app, (fraction) => context.reportProgress(fraction));
          return `${upgraded} documents brought to the current reading, ${kept} kept as they were read`;
        },
      });
    };
    void start().catch((error: unknown) => app.log.error({ err: error }, 'reading upgrades could not be started'));
  });
}
