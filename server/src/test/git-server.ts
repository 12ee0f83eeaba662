import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * A real Git server for tests: `git http-backend` (the CGI program that ships with git) behind a node:http server
 * on loopback, serving bare repositories for clone, fetch and push over smart HTTP. With `token` set, every
 * request must carry `Authorization: Basic base64(<any user>:<token>)`, as a forge asks.
 */
export interface TestGitServer {
  /** http://127.0.0.1:<port>/<name>.git */
  urlOf(name: string): string;
  /** The folder of the bare repositories (`<name>.git`), for another server to serve them too (ssh-git-server.ts). */
  root: string;
  /** Creates a bare repository that takes pushes, with a first commit of `files` on `branch`. */
  createRepository(name: string, files: Record<string, string>, branch?: string): Promise<void>;
  /** A commit made upstream, as a developer pushing to the team's branch: files written (null: deleted), renamed. */
  commit(
    name: string,
    change: { files?: Record<string, string | null>; renames?: Record<string, string>; message?: string },
    branch?: string,
  ): Promise<string>;
  /** A file as it is on a branch of a repository now; undefined where it is not. */
  readFile(name: string, path: string, branch?: string): Promise<string | undefined>;
  /** Runs git in a bare repository (log, rev-parse...) and answers its output. */
  git(name: string, args: string[]): Promise<string>;
  /** Installs a server-side hook (`pre-receive`...) in a bare repository: a shell script. */
  installHook(name: string, hook: string, script: string): Promise<void>;
  requests: { method: string; path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

const IDENTITY = {
  GIT_AUTHOR_NAME: 'Developer',
  GIT_AUTHOR_EMAIL: 'developer@example.test',
  GIT_COMMITTER_NAME: 'Developer',
  GIT_COMMITTER_EMAIL: 'developer@example.test',
};
const QUIET_GIT = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', ...IDENTITY };

async function git(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await exec('git', args, { cwd, env: { ...process.env, ...QUIET_GIT } });
  return stdout;
}

export async function startGitServer(options: { token?: string } = {}): Promise<TestGitServer> {
  const root = await mkdtemp(join(tmpdir(), 'tessera-git-server-'));
  const requests: TestGitServer['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
    });
    if (options.token && !hasToken(request, options.token)) {
      response.writeHead(401, { 'www-authenticate': 'Basic realm="git"' }).end();
      return;
    }
    serveCgi(root, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const bare = (name: string) => join(root, `${name}.git`);

  /** A scratch clone to commit from, removed afterwards. */
  async function withClone<T>(name: string, branch: string, work: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-git-work-'));
    try {
      await git(dir, ['clone', '-q', '--branch', branch, bare(name), '.']);
      return await work(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function writeFiles(dir: string, files: Record<string, string | null>) {
    for (const [path, content] of Object.entries(files)) {
      if (content === null) await git(dir, ['rm', '-q', '--', path]);
      else {
        await mkdir(dirname(join(dir, path)), { recursive: true });
        await writeFile(join(dir, path), content);
        await git(dir, ['add', '--', path]);
      }
    }
  }

  return {
    urlOf: (name) => `http://127.0.0.1:${port}/${name}.git`,
    root,
    async createRepository(name, files, branch = 'main') {
      await git(root, ['init', '-q', '--bare', `--initial-branch=${branch}`, bare(name)]);
      await git(bare(name), ['config', 'http.receivepack', 'true']);
      await git(bare(name), ['config', 'uploadpack.allowFilter', 'true']);
      const dir = await mkdtemp(join(tmpdir(), 'tessera-git-work-'));
      try {
        await git(dir, ['init', '-q', `--initial-branch=${branch}`]);
        await writeFiles(dir, files);
        await git(dir, ['commit', '-q', '-m', 'First commit']);
        await git(dir, ['push', '-q', bare(name), `HEAD:refs/heads/${branch}`]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    commit: (name, change, branch = 'main') =>
      withClone(name, branch, async (dir) => {
        for (const [from, to] of Object.entries(change.renames ?? {})) {
          await mkdir(dirname(join(dir, to)), { recursive: true });
          await git(dir, ['mv', '--', from, to]);
        }
        await writeFiles(dir, change.files ?? {});
        await git(dir, ['commit', '-q', '-m', change.message ?? 'Upstream change']);
        await git(dir, ['push', '-q', 'origin', `HEAD:refs/heads/${branch}`]);
        return (await git(dir, ['rev-parse', 'HEAD'])).trim();
      }),
    async readFile(name, path, branch = 'main') {
      try {
        return await git(bare(name), ['show', `refs/heads/${branch}:${path}`]);
      } catch {
        return undefined;
      }
    },
    git: (name, args) => git(bare(name), args),
    async installHook(name, hook, script) {
      await writeFile(join(bare(name), 'hooks', hook), script, { mode: 0o755 });
    },
    requests,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}

function hasToken(request: IncomingMessage, token: string): boolean {
  const match = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1) === token;
}

/** One request through `git http-backend`: CGI variables in, its headers and body out. */
function serveCgi(root: string, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const backend = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      REQUEST_METHOD: request.method,
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: request.headers['content-type'] ?? '',
      CONTENT_LENGTH: request.headers['content-length'] ?? '',
      HTTP_CONTENT_ENCODING: request.headers['content-encoding'] ?? '',
      GIT_PROTOCOL: String(request.headers['git-protocol'] ?? ''),
      REMOTE_USER: 'tester',
      REMOTE_ADDR: '127.0.0.1',
      ...IDENTITY,
    },
  });
  request.pipe(backend.stdin);
  let head = Buffer.alloc(0);
  let headersSent = false;
  backend.stdout.on('data', (chunk: Buffer) => {
    if (headersSent) return void response.write(chunk);
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) return;
    let status = 200;
    for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
      else response.setHeader(name, value);
    }
    response.writeHead(status);
    headersSent = true;
    response.write(head.subarray(end + 4));
  });
  backend.stdout.on('end', () => response.end());
  backend.on('error', () => response.writeHead(500).end());
}
