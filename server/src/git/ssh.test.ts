import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRecord, Job } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client, type SignedInClient, type TestContext } from '../test/harness.ts';
import { startGitServer, type TestGitServer } from '../test/git-server.ts';
import { SSHD_MISSING, startSshGitServer, type TestSshServer } from '../test/ssh-git-server.ts';

const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
const FILES = {
  'locales/en/app.json': json({ hello: 'Hello', bye: 'Goodbye' }),
  'locales/de/app.json': json({ hello: 'Hallo' }),
};

async function finishJob(t: TestContext, client: Client, answer: { statusCode: number; body: string }): Promise<Job> {
  expect(answer.statusCode, answer.body).toBe(202);
  await t.app.jobs.idle();
  return (await client.inject(`/api/jobs/${JSON.parse(answer.body).job_id}`)).json();
}

/** Where sshd cannot run the suite is skipped, its title saying why. */
const WHERE = SSHD_MISSING ? `skipped: ${SSHD_MISSING}` : 'against a real sshd';

describe.skipIf(SSHD_MISSING !== undefined)(`a repository reached over ssh:// with a key, ${WHERE}`, () => {
  let git: TestGitServer;
  let ssh: TestSshServer;
  beforeAll(async () => {
    git = await startGitServer();
    ssh = await startSshGitServer(git);
  });
  afterAll(async () => {
    await ssh?.close();
    await git?.close();
  });

  describeWithPostgresToo('a connection with credentials of kind ssh-key', (t) => {
    let admin: SignedInClient;
    let projectId: number;
    let repository: string;
    beforeAll(async () => {
      repository = `app-${t.backend}`;
      await git.createRepository(repository, FILES);
      admin = await t.signIn('admin');
      const created = await admin.inject({
        method: 'POST',
        url: '/api/projects/',
        payload: { name: 'App over ssh', source_lang: 'en', target_langs: ['de'] },
      });
      projectId = created.json().id;
    });

    const connect = (privateKey: string) =>
      admin.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}/repository`,
        payload: {
          url: ssh.urlOf(repository),
          branch: 'main',
          credentials: { kind: 'ssh-key', private_key: privateKey },
          push: { mode: 'direct' },
          files: [{ source: 'locales/en/*.json', translation: 'locales/{lang}/{name}.json' }],
          // The test's sshd is on loopback, a private address: as an admin allows for an in-house server.
          allow_private_network: true,
        },
      });
    const run = (kind: 'pull' | 'push') =>
      admin.inject({ method: 'POST', url: `/api/projects/${projectId}/repository/${kind}` });

    it('a key the server does not know fails the pull, saying the server refused the key', async () => {
      const connected = await connect(ssh.unknownKey);
      expect(connected.statusCode, connected.body).toBe(200);
      expect(connected.body).not.toContain('PRIVATE KEY');
      const job = await finishJob(t, admin, await run('pull'));
      expect(job.status).toBe('failed');
      expect(job.message).toMatch(/SSH server refused the key/);
      const state = (await admin.inject(`/api/projects/${projectId}/repository`)).json();
      expect(state).toMatchObject({ state: 'error', last_pull: null });
      expect(state.error.message).toMatch(/SSH server refused the key/);
    });

    it('pulls and pushes with the key the server lets in', async () => {
      expect((await connect(ssh.authorizedKey)).statusCode).toBe(200);
      const pulled = await finishJob(t, admin, await run('pull'));
      expect(pulled.status, pulled.message ?? '').toBe('done');
      const row = await t.db.selectFrom('repository_documents').select('document_id').executeTakeFirstOrThrow();
      const records = (await admin.inject(`/api/document/${row.document_id}/records`)).json()
        .records as DocumentRecord[];
      const bye = records.find((record) => record.unit_id === 'bye')!;
      expect(records.find((record) => record.unit_id === 'hello')).toMatchObject({ target: 'Hallo' });
      const saved = await admin.inject({
        method: 'PUT',
        url: `/api/document/records/${bye.id}`,
        payload: { target: 'Tschüss', approved: true, updated_at: bye.updated_at },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const pushed = await finishJob(t, admin, await run('push'));
      expect(pushed.status, pushed.message ?? '').toBe('done');
      expect(JSON.parse((await git.readFile(repository, 'locales/de/app.json'))!)).toEqual({
        hello: 'Hallo',
        bye: 'Tschüss',
      });
    });

    it("keeps the server's host key from the first contact: another key is refused until the connection is saved again", async () => {
      const pinned = async () =>
        (await t.db.selectFrom('repository_connections').select('ssh_host_keys').executeTakeFirstOrThrow())
          .ssh_host_keys;
      expect(await pinned()).toContain(ssh.hostKey());
      await ssh.replaceHostKey();
      const refused = await finishJob(t, admin, await run('pull'));
      expect(refused.status).toBe('failed');
      expect(refused.message).toMatch(/host key is not the one this connection knows/);
      expect(await pinned()).not.toContain(ssh.hostKey());

      expect((await connect(ssh.authorizedKey)).statusCode).toBe(200);
      const pulled = await finishJob(t, admin, await run('pull'));
      expect(pulled.status, pulled.message ?? '').toBe('done');
      expect(await pinned()).toContain(ssh.hostKey());
    });
  });
});
