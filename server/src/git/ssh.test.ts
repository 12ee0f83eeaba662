import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRecord, Job, Repository } from '@tessera/shared/contract';
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

    const connect = (privateKey: string, url = ssh.urlOf(repository)) =>
      admin.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}/repository`,
        payload: {
          url,
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
    const state = async () => (await admin.inject(`/api/projects/${projectId}/repository`)).json() as Repository;
    const forgetHostKey = (client: Client, id: number | string = projectId) =>
      client.inject({ method: 'DELETE', url: `/api/projects/${id}/repository/host-key` });
    /** The server's host key as the API should answer it, from ssh-keygen's own reading of the key file. */
    const serversHostKey = async () => ({
      type: ssh.hostKey().split(' ')[0],
      fingerprint: await ssh.hostKeyFingerprint(),
    });

    it('a key the server does not know fails the pull, saying the server refused the key', async () => {
      const connected = await connect(ssh.unknownKey);
      expect(connected.statusCode, connected.body).toBe(200);
      expect(connected.body).not.toContain('PRIVATE KEY');
      expect(connected.json().host_key).toBeNull();
      const job = await finishJob(t, admin, await run('pull'));
      expect(job.status).toBe('failed');
      expect(job.message).toMatch(/SSH server refused the key/);
      const failed = await state();
      expect(failed).toMatchObject({ state: 'error', last_pull: null, host_key: null });
      expect(failed.error!.message).toMatch(/SSH server refused the key/);
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

    it('answers the host key kept from the first contact: its type and fingerprint as ssh-keygen -l prints them', async () => {
      const { host_key } = await state();
      expect(host_key).toEqual(await serversHostKey());
      expect(host_key!.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    });

    it('saving the connection again keeps the host key, as does another path on the same server; another host forgets it', async () => {
      const kept = (await state()).host_key;
      const again = await connect(ssh.authorizedKey);
      expect(again.json().host_key).toEqual(kept);
      const otherRepository = await connect(ssh.authorizedKey, ssh.urlOf(`other-${t.backend}`));
      expect(otherRepository.json().host_key).toEqual(kept);
      // 127.0.0.2 is this machine too, yet another host name: a first contact that may meet another server.
      const otherHost = await connect(ssh.authorizedKey, ssh.urlOf(repository).replace('@127.0.0.1:', '@127.0.0.2:'));
      expect(otherHost.statusCode, otherHost.body).toBe(200);
      expect(otherHost.json().host_key).toBeNull();
      expect((await connect(ssh.authorizedKey)).json().host_key).toBeNull();
      const pulled = await finishJob(t, admin, await run('pull'));
      expect(pulled.status, pulled.message ?? '').toBe('done');
      expect((await state()).host_key).toEqual(await serversHostKey());
    });

    it('forgetting the host key: refused to a translator, 400 for an id that is none, 404 without a connection', async () => {
      const translator = await t.signIn('user');
      const refused = await forgetHostKey(translator);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBeTruthy();
      const invalid = await forgetHostKey(admin, 'app');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBeTruthy();
      const unconnected = await admin.inject({
        method: 'POST',
        url: '/api/projects/',
        payload: { name: 'Not connected', source_lang: 'en', target_langs: ['de'] },
      });
      const missing = await forgetHostKey(admin, unconnected.json().id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toMatch(/not connected to a repository/);
      expect((await state()).host_key).toEqual(await serversHostKey());
    });

    it('refuses a server showing another key, saving again changes nothing, and after Forget host key the next pull keeps the new one', async () => {
      const old = await serversHostKey();
      await ssh.replaceHostKey();
      const refused = await finishJob(t, admin, await run('pull'));
      expect(refused.status).toBe('failed');
      expect(refused.message).toMatch(/host key is not the one this connection knows.*"Forget host key"/);
      expect((await state()).host_key).toEqual(old);

      expect((await connect(ssh.authorizedKey)).json().host_key).toEqual(old);
      expect((await finishJob(t, admin, await run('pull'))).status).toBe('failed');

      const manager = await t.signIn('manager');
      const forgotten = await forgetHostKey(manager);
      expect(forgotten.statusCode, forgotten.body).toBe(200);
      expect(forgotten.json()).toMatchObject({ id: (await state()).id, host_key: null });
      const pulled = await finishJob(t, admin, await run('pull'));
      expect(pulled.status, pulled.message ?? '').toBe('done');
      const renewed = (await state()).host_key;
      expect(renewed).toEqual(await serversHostKey());
      expect(renewed).not.toEqual(old);
    });
  });
});
