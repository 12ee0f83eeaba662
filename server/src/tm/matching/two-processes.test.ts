/**
 * Write-back across API processes: a segment approved through one process is a 100% match through another on the
 * same PostgreSQL database within a second (the match index is rows, not process memory).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRecord, Substitution } from '@tessera/shared/contract';
import {
  sessionClient,
  startTwoServersOnFreshDatabase,
  type ServerProcess,
  type TwoServerProcesses,
} from '../../test/server-process.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'boss@example.com', password: 'two processes password' };

const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
<trans-unit id="1"><source>Restart the server after the update.</source></trans-unit>
</body></file></xliff>`;

describe.skipIf(!baseUrl)('TM write-back seen by a second server process (needs TEST_DATABASE_URL)', () => {
  let servers: TwoServerProcesses | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  const { call } = sessionClient();

  beforeAll(async () => {
    servers = await startTwoServersOnFreshDatabase(baseUrl!, 'tessera_match', {
      TESSERA_ADMIN_EMAIL: ADMIN.email,
      TESSERA_ADMIN_PASSWORD: ADMIN.password,
    });
    ({ a, b } = servers);
  }, 90_000);

  afterAll(() => servers?.stop(), 60_000);

  it('answers a lookup on process B with the segment approved on process A within a second', async () => {
    expect((await call(a, '/api/auth/login', { method: 'POST', body: ADMIN })).status).toBe(200);
    const tm = await call(a, '/api/translation_memory/', {
      method: 'POST',
      body: { name: 'Project', source_lang: 'en', target_lang: 'de' },
    });
    expect(tm.status).toBe(201);
    const form = new FormData();
    form.append('file', new Blob([xliff]), 'update.xlf');
    const document = await call(a, '/api/document/', { method: 'POST', form });
    expect(document.status).toBe(202);
    for (let i = 0; (await call(a, `/api/document/${document.body.id}`)).body.status !== 'done'; i++) {
      expect(i).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const linked = await call(a, `/api/document/${document.body.id}/translation_memories`, {
      method: 'PUT',
      body: { memories: [{ id: tm.body.id, mode: 'write' }] },
    });
    expect(linked.status).toBe(200);
    const [record] = (await call(a, `/api/document/${document.body.id}/records`)).body.records as DocumentRecord[];
    expect((await call(b, `/api/document/records/${record!.id}/substitutions`)).body).toEqual([]);

    const approved = await call(a, `/api/document/records/${record!.id}`, {
      method: 'PUT',
      body: { target: 'Starten Sie den Server nach dem Update neu.', approved: true, updated_at: record!.updated_at },
    });
    expect(approved.status).toBe(200);
    const approvedAt = Date.now();
    let matches: Substitution[] = [];
    while (matches.length === 0 && Date.now() - approvedAt < 1000) {
      matches = (await call(b, `/api/document/records/${record!.id}/substitutions`)).body;
    }
    expect(matches.map((match) => [match.similarity, match.target, match.tm_name])).toEqual([
      [100, 'Starten Sie den Server nach dem Update neu.', 'Project'],
    ]);
  }, 60_000);
});
