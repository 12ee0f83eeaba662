/**
 * Live documents across API processes: an editor connected to process B hears a segment saved through process A
 * on the same PostgreSQL database (the fan-out is the database's NOTIFY, not process memory), and a segment held
 * through B cannot be saved through A.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRecord } from '@tessera/shared/contract';
import {
  sessionClient,
  startTwoServersOnFreshDatabase,
  type ServerProcess,
  type TwoServerProcesses,
} from '../../test/server-process.ts';
import { LiveConnection } from './live-connection.test-helper.ts';
import { xliffOf } from '../../test/resources.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'live@example.com', password: 'two processes password' };

describe.skipIf(!baseUrl)('live documents across two server processes (needs TEST_DATABASE_URL)', () => {
  let servers: TwoServerProcesses | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  const { call, cookie } = sessionClient();

  beforeAll(async () => {
    servers = await startTwoServersOnFreshDatabase(baseUrl!, 'tessera_live', {
      TESSERA_ADMIN_EMAIL: ADMIN.email,
      TESSERA_ADMIN_PASSWORD: ADMIN.password,
    });
    ({ a, b } = servers);
  }, 90_000);

  afterAll(() => servers?.stop(), 60_000);

  it('brings a segment saved through process A to an editor connected to process B within a second', async () => {
    expect((await call(a, '/api/auth/login', { method: 'POST', body: ADMIN })).status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([xliffOf([['Restart the server.'], ['Stop the server.']])]), 'live.xlf');
    const document = await call(a, '/api/document/', { method: 'POST', form });
    expect(document.status).toBe(202);
    for (let i = 0; (await call(a, `/api/document/${document.body.id}`)).body.status !== 'done'; i++) {
      expect(i).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [first] = (await call(a, `/api/document/${document.body.id}/records`)).body.records as DocumentRecord[];

    const onB = await LiveConnection.open(`${b.url}/api/document/${document.body.id}/events`, cookie());
    await onB.next((e) => e.event === 'presence');
    const savedAt = Date.now();
    const saved = await call(a, `/api/document/records/${first!.id}`, {
      method: 'PUT',
      body: { target: 'Server neu starten.', approved: false, updated_at: first!.updated_at },
    });
    expect(saved.status).toBe(200);
    const heard = await onB.next((e) => e.event === 'record' && (e.data as DocumentRecord).id === first!.id);
    expect(Date.now() - savedAt).toBeLessThan(1000);
    expect(heard.data).toMatchObject({ target: 'Server neu starten.', updated_at: saved.body.updated_at });
    onB.close();
  }, 60_000);
});
