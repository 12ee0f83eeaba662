import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DocumentRecord, Job, Repository, RepositoryPreview } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client, type SignedInClient, type TestContext } from '../test/harness.ts';
import { startGitServer, type TestGitServer } from '../test/git-server.ts';
import { claimConnection, releaseConnection } from './connections.ts';
import { dueConnections } from './schedule.ts';

const TOKEN = 'glpat-test-token-0123456789';
const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;

const FILES = {
  'locales/en/app.json': json({ hello: 'Hello', bye: 'Goodbye', cart: 'Cart' }),
  // `bye` as a tool that fills the gaps with the source writes it: untranslated.
  'locales/de/app.json': json({ hello: 'Hallo', bye: 'Goodbye', cart: 'Warenkorb' }),
  'locales/en/menu.json': json({ open: 'Open', close: 'Close' }),
  'locales/de/menu.json': json({ open: 'Öffnen', close: 'Schließen' }),
  'README.md': '# App\n',
};
const PATTERNS = [{ source: 'locales/en/*.json', translation: 'locales/{lang}/{name}.json' }];

async function finishJob(t: TestContext, client: Client, answer: { statusCode: number; body: string }): Promise<Job> {
  expect(answer.statusCode, answer.body).toBe(202);
  await t.app.jobs.idle();
  return (await client.inject(`/api/jobs/${JSON.parse(answer.body).job_id}`)).json();
}

describeWithPostgresToo('a project connected to its Git repository', (t) => {
  let git: TestGitServer;
  let admin: SignedInClient;
  let translator: SignedInClient;
  let projectId: number;
  let connection: Repository;
  beforeAll(async () => {
    git = await startGitServer({ token: TOKEN });
    await git.createRepository('app', FILES);
    admin = await t.signIn('admin');
    translator = await t.signIn('user');
    const created = await admin.inject({
      method: 'POST',
      url: '/api/projects/',
      payload: { name: 'App', source_lang: 'en', target_langs: ['de', 'fr'] },
    });
    projectId = created.json().id;
  });
  afterAll(() => git.close());

  const body = (changes: object = {}) => ({
    url: git.urlOf('app'),
    branch: 'main',
    credentials: { kind: 'token', token: TOKEN },
    push: { mode: 'direct' },
    files: PATTERNS,
    // The test's Git server is on loopback, a private address: as an admin allows for an in-house server.
    allow_private_network: true,
    ...changes,
  });
  const put = (client: Client, payload: object) =>
    client.inject({ method: 'PUT', url: `/api/projects/${projectId}/repository`, payload });
  const pull = () => admin.inject({ method: 'POST', url: `/api/projects/${projectId}/repository/pull` });
  const push = () => admin.inject({ method: 'POST', url: `/api/projects/${projectId}/repository/push` });
  const state = async () => (await admin.inject(`/api/projects/${projectId}/repository`)).json() as Repository;

  async function documentOf(path: string, language: string) {
    const row = await t.db
      .selectFrom('repository_documents')
      .select('document_id')
      .where('source_path', '=', path)
      .where('target_lang', '=', language)
      .executeTakeFirstOrThrow();
    return row.document_id;
  }
  async function segments(path: string, language: string): Promise<Record<string, DocumentRecord>> {
    const response = await admin.inject(`/api/document/${await documentOf(path, language)}/records`);
    const records = response.json().records as DocumentRecord[];
    return Object.fromEntries(records.map((record) => [record.unit_id, record]));
  }

  it('refuses addresses other than https and ssh, private networks unless an admin allows them, and bad branch names', async () => {
    const manager = await t.signIn('manager');
    const refusals: [object, number, RegExp][] = [
      [{ url: 'file:///srv/app.git' }, 422, /file: addresses are not taken/],
      [{ url: 'ext::sh -c id' }, 422, /https:\/\/ or ssh:\/\//],
      [{ url: git.urlOf('app'), allow_private_network: false }, 422, /unencrypted/],
      [{ url: 'https://127.0.0.1/app.git', allow_private_network: false }, 422, /private network/],
      [{ branch: '--upload-pack=touch /tmp/x' }, 400, /not a branch name/],
      [{ branch: 'main..x' }, 400, /not a branch name/],
      [{ push: { mode: 'branch', branch: 'bad branch' } }, 400, /not a branch name/],
    ];
    for (const [changes, status, message] of refusals) {
      const answer = await put(admin, body(changes));
      expect(answer.statusCode, JSON.stringify(changes)).toBe(status);
      expect(answer.json().message).toMatch(message);
    }
    const byManager = await put(manager, body());
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toMatch(/Only an admin/);
    expect((await admin.inject(`/api/projects/${projectId}/repository`)).statusCode).toBe(404);
  });

  it('previews the matched files, connects without answering the token, and shows the webhook secret once', async () => {
    const preview = await admin.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/repository/preview`,
      payload: body(),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json() as RepositoryPreview;
    expect(previewed.files_from).toBe('request');
    expect(previewed.matched.map((file) => file.path)).toEqual(['locales/en/app.json', 'locales/en/menu.json']);
    expect(previewed.matched[0]!.documents).toEqual([
      { target_lang: 'de', translation_path: 'locales/de/app.json', translation_exists: true },
      { target_lang: 'fr', translation_path: 'locales/fr/app.json', translation_exists: false },
    ]);

    const connected = await put(admin, body());
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.body).not.toContain(TOKEN);
    connection = connected.json();
    expect(connection.webhook.secret).toMatch(/^whsec_/);
    expect(connection.webhook.url).toMatch(new RegExp(`/api/hooks/repository/${connection.id}$`));
    expect(connection).toMatchObject({ state: 'idle', last_pull: null, credentials: { kind: 'token' } });
    const again = await put(admin, body());
    expect(again.json().webhook.secret).toBeUndefined();
    // A host key is an SSH server's: an http(s) connection has none to show or forget.
    expect(again.json().host_key).toBeNull();
    const forget = await admin.inject({ method: 'DELETE', url: `/api/projects/${projectId}/repository/host-key` });
    expect(forget.statusCode).toBe(409);
    expect(forget.json().message).toMatch(/Only an ssh:\/\/ connection keeps a host key/);
    const stored = await t.db.selectFrom('repository_connections').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(TOKEN);
  });

  it('first pull: a document per file and target language, the translations already there confirmed, the source text to check', async () => {
    const job = await finishJob(t, admin, await pull());
    expect(job, job.message ?? '').toMatchObject({ status: 'done' });
    expect(job.message).toMatch(/4 new document/);
    const german = await segments('locales/en/app.json', 'de');
    expect(german.hello).toMatchObject({ source: 'Hello', target: 'Hallo', status: 'approved' });
    expect(german.bye).toMatchObject({ source: 'Goodbye', target: 'Goodbye', status: 'needs-review', approved: false });
    const french = await segments('locales/en/app.json', 'fr');
    expect(Object.values(french).every((record) => record.target === '')).toBe(true);
    const after = await state();
    expect(after.state).toBe('idle');
    expect(after.last_pull?.commit).toBe((await git.git('app', ['rev-parse', 'main'])).trim());
  });

  it('later pulls: a changed source keeps its translation for review beside the old source; removed and renamed follow', async () => {
    const menuDocument = await documentOf('locales/en/menu.json', 'de');
    // A translator confirms a translation here, and someone edits the same one in the repository by hand.
    const cart = (await segments('locales/en/app.json', 'de')).cart!;
    const saved = await admin.inject({
      method: 'PUT',
      url: `/api/document/records/${cart.id}`,
      payload: { target: 'Einkaufswagen', approved: true, updated_at: cart.updated_at },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await git.commit('app', {
      files: {
        'locales/en/app.json': json({ hello: 'Hello there', cart: 'Cart', checkout: 'Checkout' }),
        'locales/de/app.json': json({ hello: 'Hallo', cart: 'Korb' }),
      },
      renames: {
        'locales/en/menu.json': 'locales/en/navigation.json',
        'locales/de/menu.json': 'locales/de/navigation.json',
      },
    });
    const job = await finishJob(t, admin, await pull());
    expect(job.status, job.message ?? '').toBe('done');
    const german = await segments('locales/en/app.json', 'de');
    expect(german.hello).toMatchObject({
      source: 'Hello there',
      target: 'Hallo',
      status: 'needs-review',
      previous_source: 'Hello',
    });
    expect(german.bye).toBeUndefined();
    expect(german.checkout).toMatchObject({ source: 'Checkout', target: '' });
    expect(german.cart).toMatchObject({ target: 'Einkaufswagen', upstream_target: 'Korb', status: 'approved' });
    expect(await documentOf('locales/en/navigation.json', 'de')).toBe(menuDocument);
    expect((await segments('locales/en/navigation.json', 'de')).open).toMatchObject({ target: 'Öffnen' });
    const history = await admin.inject(`/api/document/records/${cart.id}/history`);
    expect(JSON.stringify(history.json())).toContain('Korb');
  });

  it('push: one commit on top of the newest upstream commit, the files written through their format', async () => {
    const newer = await git.commit('app', { files: { 'README.md': '# App\n\nNewer upstream work.\n' } });
    const french = (await segments('locales/en/app.json', 'fr')).hello!;
    const saved = await translator.inject({
      method: 'PUT',
      url: `/api/document/records/${french.id}`,
      payload: { target: 'Bonjour', approved: true, updated_at: french.updated_at },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await state()).pending_changes).toBeGreaterThanOrEqual(1);
    // Batched: due once no confirmation came for the quiet time (here 1 ms), and no longer once pushed.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await dueConnections(t.app, 1, 0)).push).toEqual([connection.id]);
    const job = await finishJob(t, admin, await push());
    expect((await dueConnections(t.app, 1, 0)).push).toEqual([]);
    expect(job.status, job.message ?? '').toBe('done');
    expect(await git.git('app', ['rev-parse', 'main^'])).toBe(`${newer}\n`);
    // Exactly the translations: a string nobody translated has no entry (the app shows its English), in a new
    // file as in one the repository had.
    expect(JSON.parse((await git.readFile('app', 'locales/fr/app.json'))!)).toEqual({ hello: 'Bonjour' });
    expect(JSON.parse((await git.readFile('app', 'locales/de/app.json'))!)).toEqual({
      hello: 'Hallo',
      cart: 'Einkaufswagen',
    });
    expect(await git.git('app', ['diff', '--numstat', 'main^', 'main'])).toBe(
      '1\t1\tlocales/de/app.json\n3\t0\tlocales/fr/app.json\n',
    );
    const message = await git.git('app', ['log', '-1', '--format=%an <%ae>%n%B', 'main']);
    expect(message).toMatch(/^Tessera <tessera@localhost>\nTranslations: de \(\d+\), fr \(1\)/);
    expect(message).toContain(`Co-authored-by: ${translator.user.username} <${translator.user.email}>`);
    expect((await state()).last_push).toMatchObject({ branch: 'main' });
    // Nothing new: nothing is committed.
    expect((await finishJob(t, admin, await push())).message).toMatch(/Nothing to push/);
  });

  it("pushes to the push branch, replacing it only while it is Tessera's alone", async () => {
    // This team wants the English in its files where nobody translated yet.
    const branchMode = await put(admin, body({ push: { mode: 'branch', untranslated: 'source' } }));
    expect(branchMode.statusCode, branchMode.body).toBe(200);
    expect(branchMode.json().push).toEqual({
      mode: 'branch',
      branch: 'tessera/translations',
      untranslated: 'source',
      pull_request: null,
    });
    const record = (await segments('locales/en/app.json', 'fr')).cart!;
    await translator.inject({
      method: 'PUT',
      url: `/api/document/records/${record.id}`,
      payload: { target: 'Panier', approved: true, updated_at: record.updated_at },
    });
    const main = await git.git('app', ['rev-parse', 'main']);
    expect((await finishJob(t, admin, await push())).status).toBe('done');
    expect(await git.git('app', ['rev-parse', 'main'])).toBe(main);
    expect(JSON.parse((await git.readFile('app', 'locales/fr/app.json', 'tessera/translations'))!)).toEqual({
      hello: 'Bonjour',
      cart: 'Panier',
      checkout: 'Checkout',
    });
    // The team's branch moves on: the push branch is built again on it, force-pushed as Tessera's alone.
    await git.commit('app', { files: { 'docs/notes.md': 'notes\n' } });
    const record2 = (await segments('locales/en/app.json', 'fr')).checkout!;
    await translator.inject({
      method: 'PUT',
      url: `/api/document/records/${record2.id}`,
      payload: { target: 'Paiement', approved: true, updated_at: record2.updated_at },
    });
    expect((await finishJob(t, admin, await push())).status).toBe('done');
    expect(await git.readFile('app', 'docs/notes.md', 'tessera/translations')).toBe('notes\n');
    // Someone else commits to the push branch: Tessera refuses to replace their work.
    await git.commit('app', { files: { 'locales/fr/app.json': json({ hello: 'Salut' }) } }, 'tessera/translations');
    const refused = await finishJob(t, admin, await push());
    expect(refused.status).toBe('failed');
    expect(refused.message).toMatch(/holds commits by others \(developer@example.test\)/);
    expect(await state()).toMatchObject({ state: 'error', error: { message: expect.stringMatching(/by others/) } });
    expect(JSON.parse((await git.readFile('app', 'locales/fr/app.json', 'tessera/translations'))!).hello).toBe('Salut');
  });

  it('a rejected push is fetched and tried again; one rejected every time fails and leaves nothing locked', async () => {
    expect((await put(admin, body())).statusCode).toBe(200);
    const record = (await segments('locales/en/app.json', 'de')).checkout!;
    await translator.inject({
      method: 'PUT',
      url: `/api/document/records/${record.id}`,
      payload: { target: 'Zur Kasse', approved: true, updated_at: record.updated_at },
    });
    await git.installHook(
      'app',
      'pre-receive',
      '#!/bin/sh\n[ -f rejected-once ] && exit 0\ntouch rejected-once\necho "busy" >&2\nexit 1\n',
    );
    const retried = await finishJob(t, admin, await push());
    expect(retried.status, retried.message ?? '').toBe('done');
    expect(JSON.parse((await git.readFile('app', 'locales/de/app.json'))!).checkout).toBe('Zur Kasse');

    await git.installHook('app', 'pre-receive', '#!/bin/sh\necho "protected branch" >&2\nexit 1\n');
    const again = (await segments('locales/en/app.json', 'de')).hello!;
    await translator.inject({
      method: 'PUT',
      url: `/api/document/records/${again.id}`,
      payload: { target: 'Hallo zusammen', approved: true, updated_at: again.updated_at },
    });
    const rejected = await finishJob(t, admin, await push());
    expect(rejected.status).toBe('failed');
    expect(rejected.message).toMatch(/rejected 3 times/);
    expect((await state()).state).toBe('error');
    await git.installHook('app', 'pre-receive', '#!/bin/sh\nexit 0\n');
    expect((await finishJob(t, admin, await pull())).status).toBe('done');
    expect((await state()).state).toBe('idle');
  });

  it("inbound webhooks: each forge's signature pulls, a wrong or missing one answers 401, a burst is one pull, another branch does nothing", async () => {
    const secret = connection.webhook.secret!;
    const payload = JSON.stringify({ ref: 'refs/heads/main' });
    const hex = createHmac('sha256', secret).update(payload).digest('hex');
    const timestamp = String(Math.floor(Date.now() / 1000));
    const standardKey = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const standard = createHmac('sha256', standardKey).update(`msg_1.${timestamp}.${payload}`).digest('base64');
    const deliver = (headers: Record<string, string>, body = payload) =>
      t.anonymous.inject({
        method: 'POST',
        url: `/api/hooks/repository/${connection.id}`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    const signed: Record<string, string>[] = [
      { 'x-github-event': 'push', 'x-hub-signature-256': `sha256=${hex}` },
      { 'x-gitlab-event': 'Push Hook', 'x-gitlab-token': secret },
      { 'x-gitea-event': 'push', 'x-gitea-signature': hex },
      { 'webhook-id': 'msg_1', 'webhook-timestamp': timestamp, 'webhook-signature': `v1,wrong v1,${standard}` },
    ];
    for (const headers of signed) {
      const answer = await deliver(headers);
      expect(answer.statusCode, `${JSON.stringify(headers)} ${answer.body}`).toBe(202);
      expect(answer.json().pulling).toBe(true);
    }
    await t.app.jobs.idle();
    const wrong: Record<string, string>[] = [
      {},
      { 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      { 'x-gitlab-token': 'guess' },
      { 'x-gitea-signature': createHmac('sha256', 'other').update(payload).digest('hex') },
      { 'webhook-id': 'msg_1', 'webhook-timestamp': '1000', 'webhook-signature': `v1,${standard}` },
    ];
    const jobsBefore = await t.db.selectFrom('jobs').select('id').execute();
    for (const headers of wrong) expect((await deliver(headers)).statusCode, JSON.stringify(headers)).toBe(401);
    expect(await t.db.selectFrom('jobs').select('id').execute()).toHaveLength(jobsBefore.length);
    // A burst while a pull runs: every delivery is taken, and they make one more pull, not one each.
    expect(await claimConnection(t.db, connection.id, 'pulling')).toBe(true);
    for (const headers of signed) expect((await deliver(headers)).statusCode).toBe(202);
    expect(await t.db.selectFrom('jobs').select('id').execute()).toHaveLength(jobsBefore.length);
    expect(await releaseConnection(t.db, connection.id, null)).toEqual({ pull: true, push: false });
    const otherPayload = JSON.stringify({ ref: 'refs/heads/feature' });
    const other = await deliver(
      { 'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(otherPayload).digest('hex')}` },
      otherPayload,
    );
    expect(other.statusCode).toBe(202);
    expect(other.json()).toMatchObject({ pulling: false });
  });

  it('disconnecting keeps the documents', async () => {
    const documentId = await documentOf('locales/en/app.json', 'de');
    expect((await admin.inject({ method: 'DELETE', url: `/api/projects/${projectId}/repository` })).statusCode).toBe(
      204,
    );
    expect((await admin.inject(`/api/document/${documentId}`)).statusCode).toBe(200);
    expect((await admin.inject(`/api/projects/${projectId}/repository`)).statusCode).toBe(404);
  });
});
