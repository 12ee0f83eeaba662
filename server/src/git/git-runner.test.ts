import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitServer, type TestGitServer } from '../test/git-server.ts';
import { SSHD_MISSING, startSshGitServer, type TestSshServer } from '../test/ssh-git-server.ts';
import { GitError, isValidBranchName, runGit, type GitLimits, type HostKeyPin } from './git-runner.ts';
import { checkRemoteUrl, RemoteUrlError } from './remote-url.ts';
import { loadSecretsKey, secretBox, SecretsKeyError } from '../security/secrets.ts';

const limits: GitLimits = { timeoutMs: 20_000, maxRepositoryBytes: 50 * 1024 * 1024 };
const TOKEN = 'tok-3f9c-very-secret';

describe('running git against a repository', () => {
  let server: TestGitServer;
  let work: string;
  beforeAll(async () => {
    server = await startGitServer({ token: TOKEN });
    await server.createRepository('app', { 'locales/en/app.json': '{"hello": "Hello"}\n' });
    work = await mkdtemp(join(tmpdir(), 'git-runner-test-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(work, { recursive: true, force: true });
  });

  const access = async (token: string) => ({
    remote: await checkRemoteUrl(server.urlOf('app'), { allowPrivateNetwork: true }),
    credentials: { kind: 'token' as const, token },
  });

  it('clones with the token sent as a header, never in the URL, and no user configuration', async () => {
    const dir = join(work, 'clone');
    await runGit(
      ['clone', '-q', '--filter=blob:none', '--end-of-options', server.urlOf('app'), dir],
      { cwd: work, access: await access(TOKEN), watchSize: dir },
      limits,
    );
    expect(await readFile(join(dir, 'locales/en/app.json'), 'utf8')).toContain('Hello');
    expect(await readFile(join(dir, '.git/config'), 'utf8')).not.toContain(TOKEN);
    expect(server.requests.every((request) => !request.path.includes(TOKEN))).toBe(true);
    expect(server.requests.some((request) => request.authorization?.startsWith('Basic '))).toBe(true);
  });

  it("fails with git's reason and without the token when the server refuses it", async () => {
    const error = await runGit(
      ['ls-remote', '--end-of-options', server.urlOf('app')],
      { cwd: work, access: await access(`${TOKEN}-wrong`) },
      limits,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GitError);
    expect((error as GitError).message).toMatch(/Authentication failed|could not read Username/);
    expect(`${(error as GitError).message}${(error as GitError).stderr}`).not.toContain(TOKEN);
  });

  it('stops a clone that grows past the size limit, and one past the time limit', async () => {
    const tiny = join(work, 'tiny');
    await expect(
      runGit(
        ['clone', '-q', '--end-of-options', server.urlOf('app'), tiny],
        { cwd: work, access: await access(TOKEN), watchSize: tiny },
        { ...limits, maxRepositoryBytes: 1 },
      ),
    ).rejects.toThrow(/larger than 0 MB/);
    await expect(
      runGit(
        ['clone', '-q', '--end-of-options', server.urlOf('app'), join(work, 'slow')],
        { cwd: work, access: await access(TOKEN) },
        { ...limits, timeoutMs: 1 },
      ),
    ).rejects.toThrow(/longer than 0 s/);
  });

  it('refuses transports other than https, ssh and an allowed http, also when a repository asks for them', async () => {
    const dir = join(work, 'clone');
    for (const url of ['file:///etc', 'ext::sh -c touch% /tmp/pwned', '/etc']) {
      const error = await runGit(['fetch', '--end-of-options', url], { cwd: dir }, limits).catch(
        (caught: unknown) => caught,
      );
      expect(error, url).toBeInstanceOf(GitError);
    }
    await expect(stat('/tmp/pwned')).rejects.toThrow();
  });
});

/** Where sshd cannot run these are skipped, the title saying why. */
const OVER_SSH = SSHD_MISSING ? `skipped: ${SSHD_MISSING}` : 'against a real sshd';

describe.skipIf(SSHD_MISSING !== undefined)(`running git over ssh:// with a key, ${OVER_SSH}`, () => {
  let server: TestGitServer;
  let ssh: TestSshServer;
  let work: string;
  beforeAll(async () => {
    server = await startGitServer();
    await server.createRepository('app', { 'locales/en/app.json': '{"hello": "Hello"}\n' });
    ssh = await startSshGitServer(server);
    work = await mkdtemp(join(tmpdir(), 'git-runner-ssh-test-'));
  });
  afterAll(async () => {
    await ssh?.close();
    await server?.close();
    await rm(work, { recursive: true, force: true });
  });

  const lsRemote = async (privateKey: string, hostKeys?: HostKeyPin) =>
    runGit(
      ['ls-remote', '--end-of-options', ssh.urlOf('app'), 'refs/heads/main'],
      {
        cwd: work,
        access: {
          remote: await checkRemoteUrl(ssh.urlOf('app'), { allowPrivateNetwork: true }),
          credentials: { kind: 'ssh-key', privateKey },
          hostKeys,
        },
      },
      limits,
    );
  const refusal = (running: Promise<unknown>) =>
    running.then(
      () => expect.fail('git was let in'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(GitError);
        expect(`${(error as GitError).message}${(error as GitError).stderr}`).not.toContain('PRIVATE KEY');
        return (error as GitError).message;
      },
    );

  it('reaches the checked address with the key alone, and says so in words when the key is refused', async () => {
    expect(await lsRemote(ssh.authorizedKey)).toMatch(/^[0-9a-f]{40}\trefs\/heads\/main$/m);
    expect(await refusal(lsRemote(ssh.unknownKey))).toMatch(/SSH server refused the key/);
  });

  it('hands over the host key met when none is pinned, and takes the pinned one alone when there is', async () => {
    const met: string[] = [];
    const firstContact: HostKeyPin = { pinned: null, pin: async (knownHosts) => void met.push(knownHosts) };
    await lsRemote(ssh.authorizedKey, firstContact);
    expect(met).toHaveLength(1);
    expect(met[0]).toContain(ssh.hostKey());
    const pinned = (knownHosts: string): HostKeyPin => ({ pinned: knownHosts, pin: () => expect.fail('pinned again') });
    expect(await lsRemote(ssh.authorizedKey, pinned(met[0]!))).toContain('refs/heads/main');
    const otherServer = met[0]!.replace(ssh.hostKey().split(' ')[1]!, ssh.unknownPublicKey().split(' ')[1]!);
    expect(await refusal(lsRemote(ssh.authorizedKey, pinned(otherServer)))).toMatch(
      /host key is not the one this connection knows/,
    );
  });
});

describe('repository addresses', () => {
  const publicHost = async () => ['93.184.215.14'];
  const privateHost = async () => ['10.0.0.7'];
  const refused: [string, RegExp][] = [
    ['file:///srv/repo.git', /file: addresses are not taken/],
    ['ext::sh -c id', /https:\/\/ or ssh:\/\//],
    ['/srv/repo.git', /https:\/\/ or ssh:\/\//],
    ['git://example.com/repo.git', /git: addresses are not taken/],
    ['http://example.com/repo.git', /http:\/\/ sends the repository unencrypted/],
    ['https://user:secret@example.com/repo.git', /Leave credentials out/],
    ['git@example.com:team/app.git', /ssh:\/\/git@example.com\/team\/app.git/],
    ['https://example.com/', /names no repository path/],
    ['https://127.0.0.1/repo.git', /private network/],
    ['https://[::ffff:7f00:1]/repo.git', /private network/],
    ['https://169.254.169.254/latest.git', /private network/],
    ['ssh://a$(touch%20x)b/repo.git', /is not a host name/],
    ['ssh://git;id@example.com/repo.git', /user name of an ssh/],
  ];
  it.each(refused)('refuses %s', async (url, message) => {
    await expect(checkRemoteUrl(url, { allowPrivateNetwork: false }, publicHost)).rejects.toThrow(message);
  });

  it('refuses a name that resolves to a private address unless private networks are allowed, and pins the address', async () => {
    await expect(
      checkRemoteUrl('https://git.internal/app.git', { allowPrivateNetwork: false }, privateHost),
    ).rejects.toThrow(RemoteUrlError);
    const allowed = await checkRemoteUrl('https://git.internal/app.git', { allowPrivateNetwork: true }, privateHost);
    expect(allowed).toMatchObject({ scheme: 'https', host: 'git.internal', port: 443, address: '10.0.0.7' });
    const ssh = await checkRemoteUrl(
      'ssh://git@example.com:2222/team/app.git',
      { allowPrivateNetwork: false },
      publicHost,
    );
    expect(ssh).toMatchObject({ scheme: 'ssh', port: 2222, address: '93.184.215.14' });
  });
});

describe('branch names', () => {
  it.each([
    ['main', true],
    ['release/2.0', true],
    ['tessera/translations', true],
    ['-delete', false],
    ['--upload-pack=touch', false],
    ['a..b', false],
    ['ends.lock', false],
    ['has space', false],
    ['@{-1}', false],
    ['x~1', false],
    ['', false],
  ])('%j is valid: %s', async (name, valid) => {
    expect(await isValidBranchName(name, limits)).toBe(valid);
  });
});

describe('secrets at rest', () => {
  it('seals with AES-256-GCM so a value opens with its key only, and a changed one does not open', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'secrets-test-'));
    try {
      const key = await loadSecretsKey({ dataDir });
      expect((await stat(join(dataDir, 'secrets.key'))).mode & 0o777).toBe(0o600);
      expect(await loadSecretsKey({ dataDir })).toEqual(key);
      const box = secretBox(key);
      const sealed = box.seal(TOKEN);
      expect(sealed).not.toContain(TOKEN);
      expect(box.open(sealed)).toBe(TOKEN);
      const other = secretBox(Buffer.alloc(32, 1));
      expect(() => other.open(sealed)).toThrow(SecretsKeyError);
      await expect(loadSecretsKey({ dataDir, databaseUrl: 'postgres://db/app' })).rejects.toThrow(/Set SECRETS_KEY/);
      expect(await loadSecretsKey({ dataDir, secretsKey: 'ab'.repeat(32) })).toEqual(Buffer.alloc(32, 0xab));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
