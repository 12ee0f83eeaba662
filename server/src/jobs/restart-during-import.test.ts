/**
 * A server stopped or killed during a large import, then started again on the same data: it stops within 10 s, the
 * new one answers within 15 s of its start, and the document ends 'error' with a message and no segments (or
 * 'done' with all of them), however much of it was written. Real processes (main.ts), on each database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Document } from '@tessera/shared/contract';
import { databaseUrl, onServer } from '../test/postgres-admin.ts';
import { sessionClient, startServerProcess, type ServerProcess } from '../test/server-process.ts';

const SEGMENTS = 400_000;
const ADMIN = { email: 'admin@example.com', password: 'restart during import' };

/** A 400,000-unit XLIFF 1.2 of short sentences (~36 MB), as a 38 MB file of a user's was. */
function largeXliff(): Blob {
  const units: string[] = [];
  for (let i = 1; i <= SEGMENTS; i++)
    units.push(
      `<trans-unit id="u${i}"><source>Sentence ${i} of the catalogue, shown on page ${i % 97}.</source></trans-unit>`,
    );
  return new Blob([
    '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
    '<file original="catalogue.html" source-language="en" target-language="de" datatype="html"><body>',
    units.join('\n'),
    '</body></file></xliff>',
  ]);
}

type Backend = {
  name: string;
  env: () => Record<string, string>;
  setUp?: () => Promise<void>;
  tearDown?: () => Promise<void>;
};

const postgresBase = process.env.TEST_DATABASE_URL;
const postgresDatabase = `restart_import_${randomBytes(4).toString('hex')}`;
const backends: Backend[] = [
  { name: 'pglite', env: () => ({ DATABASE_URL: '' }) },
  ...(postgresBase
    ? [
        {
          name: 'postgres',
          env: () => ({ DATABASE_URL: databaseUrl(postgresBase, postgresDatabase) }),
          setUp: async () => void (await onServer(postgresBase, `create database ${postgresDatabase}`)),
          tearDown: async () =>
            void (await onServer(postgresBase, `drop database if exists ${postgresDatabase} with (force)`)),
        },
      ]
    : []),
];

describe.each(backends)('a restart during a 400,000-segment import [$name]', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-restart-import-'));
  const file = largeXliff();
  let prepared: Promise<void> | undefined;
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (prepared) await backend.tearDown?.();
  });

  const env = () => ({
    ...backend.env(),
    DATA_DIR: dataDir,
    TESSERA_ADMIN_EMAIL: ADMIN.email,
    TESSERA_ADMIN_PASSWORD: ADMIN.password,
    // On PostgreSQL a killed process's job is taken over once its heartbeat is this old.
    JOB_HEARTBEAT_SECONDS: '1',
    JOB_STALE_AFTER_SECONDS: '3',
  });

  it.each(['SIGTERM', 'SIGKILL'] as const)(
    'after %s comes back within 15 s, and the document ends whole or failed with nothing of it left',
    async (signal) => {
      prepared ??= backend.setUp?.() ?? Promise.resolve();
      await prepared;
      const client = sessionClient();
      const first = await startServerProcess(env());
      let restarted: ServerProcess | undefined;
      try {
        expect((await client.call(first, '/api/auth/login', { method: 'POST', body: ADMIN })).status).toBe(200);
        const form = new FormData();
        form.append('file', file, 'catalogue.xlf');
        const uploaded = await client.call(first, '/api/document/', { method: 'POST', form });
        expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(202);
        const id = uploaded.body.id as number;
        await expect
          .poll(async () => ((await client.call(first, `/api/document/${id}`)).body as Document).status, {
            timeout: 20_000,
          })
          .toBe('processing');
        await new Promise((resolve) => setTimeout(resolve, 1500));

        const stopping = Date.now();
        await first.exit(signal);
        expect(Date.now() - stopping).toBeLessThan(10_000);

        const starting = Date.now();
        restarted = await startServerProcess(env(), 15_000);
        const health = await fetch(`${restarted.url}/api/health`);
        expect(health.status).toBe(200);
        expect(Date.now() - starting).toBeLessThan(15_000);

        let document: Document | undefined;
        await expect
          .poll(
            async () => {
              document = (await client.call(restarted!, `/api/document/${id}`)).body as Document;
              return ['error', 'done'].includes(document.status);
            },
            { timeout: 60_000, interval: 250 },
          )
          .toBe(true);
        const segments = (await client.call(restarted, `/api/document/${id}/records?limit=1`)).body.total_rows;
        if (document!.status === 'error') {
          expect(document!.processing_error).toBe(
            'The server stopped while reading this document; please upload it again',
          );
          expect([document!.records_count, segments]).toEqual([0, 0]);
        } else {
          expect([document!.records_count, segments]).toEqual([SEGMENTS, SEGMENTS]);
        }
      } finally {
        await first.exit('SIGKILL');
        await restarted?.stop();
      }
    },
    120_000,
  );
});
