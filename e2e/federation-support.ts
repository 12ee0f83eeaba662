/**
 * Helpers of e2e/federation.spec.ts: each remote's production build served from its own origin (a tiny
 * static server that can be stopped, started and pointed at another build), and the composed app (the real
 * API server serving the shell) started with TESSERA_REMOTES naming those origins.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { homedir } from 'node:os';
import { extname, isAbsolute, join, normalize } from 'node:path';
import { repoRoot, startAppServer, type AppServer } from './app-server.ts';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** A remote's host: serves `root` with CORS; the manifest is never cached (a redeploy must be seen). */
export class RemoteHost {
  root: string;
  /** 0 until the first start, which takes a port the system gives; a host started again keeps its origin. */
  port = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  constructor(root: string) {
    this.root = root;
  }

  get manifestUrl(): string {
    return `http://127.0.0.1:${this.port}/mf-manifest.json`;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
        /^(\.\.[/\\])+/,
        '',
      );
      const file = join(this.root, path);
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (!file.startsWith(this.root) || !existsSync(file) || !statSync(file).isFile()) {
        response.writeHead(404).end();
        return;
      }
      response.setHeader('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
      response.setHeader(
        'Cache-Control',
        file.endsWith('mf-manifest.json') ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
      response.end(readFileSync(file));
    });
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Like a host going down: refuses connections from now on. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Production build of one app (shell or remotes/<name>, or the absolute folder of a copy) into `outDir`, with
 * extra environment.
 */
export function buildApp(workspace: string, outDir?: string, env: NodeJS.ProcessEnv = {}): void {
  const args = [
    'rspack',
    'build',
    '--config-loader',
    'native',
    '--mode',
    'production',
    ...(outDir ? ['-o', outDir] : []),
  ];
  const result = spawnSync('npx', args, {
    cwd: isAbsolute(workspace) ? workspace : join(repoRoot, workspace),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building ${workspace} failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * What a feature team does before redeploying: a copy of remote `name`'s sources, outside the repository, with
 * one text of `file` (a path in the remote's folder, such as `src/…` or `package.json`) replaced. The base config, the shared package and the dependencies are
 * linked in, so the copy builds like the original. Returns the copy's folder, for `buildApp`.
 */
export function changedRemoteSources(name: string, into: string, file: string, from: string, to: string): string {
  mkdirSync(join(into, 'remotes'), { recursive: true });
  for (const linked of ['node_modules', 'shared', 'rspack.config.base.ts'])
    symlinkSync(join(repoRoot, linked), join(into, linked));
  const copy = join(into, 'remotes', name);
  for (const part of ['package.json', 'rspack.config.ts', 'src'])
    cpSync(join(repoRoot, 'remotes', name, part), join(copy, part), { recursive: true });
  const changed = join(copy, file);
  const source = readFileSync(changed, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} of the ${name} remote has no ${JSON.stringify(from)}`);
  writeFileSync(changed, source.replace(from, to));
  return copy;
}

/** Builds the apps whose production build is missing (npm test builds them all beforehand). */
export function ensureBuilt(workspaces: string[]): void {
  for (const workspace of workspaces) {
    const marker = workspace === 'shell' ? 'index.html' : 'mf-manifest.json';
    if (!existsSync(join(repoRoot, workspace, 'dist', marker))) buildApp(workspace);
  }
}

export const ADMIN = { email: 'fed-admin@tessera.test', password: 'federation-e2e-password' };

/**
 * The real server (API + shell at `/`) of the checkout at `root` (this one, or a baseline's) on its own port and
 * data dir, with /remotes.json set by TESSERA_REMOTES.
 */
export const startComposedApp = (remotes: Record<string, string>, root = repoRoot): Promise<AppServer> =>
  startAppServer({ admin: ADMIN, root, env: { TESSERA_REMOTES: JSON.stringify(remotes) } });

/** The commit `compat-baseline` names: the first commit of the current major version of @tessera/shared. */
export function compatBaseline(): string {
  return readFileSync(join(repoRoot, 'compat-baseline'), 'utf8').trim();
}

function runIn(cwd: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
}

/**
 * Where built checkouts are kept: outside any clone (a clean clone, as CI makes, would build again), once per
 * machine and user. TESSERA_COMPAT_CACHE names another folder.
 */
export function compatCache(): string {
  return (
    process.env.TESSERA_COMPAT_CACHE ?? join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'tessera-compat')
  );
}

/** A checkout built by this code: its marker names the commit and every app's production build is there. */
function isBuilt(dir: string, commit: string): boolean {
  const marker = join(dir, '.built');
  if (!existsSync(marker) || readFileSync(marker, 'utf8').trim() !== commit) return false;
  return (
    existsSync(join(dir, 'shell', 'dist', 'index.html')) &&
    readdirSync(join(dir, 'remotes')).every((name) =>
      existsSync(join(dir, 'remotes', name, 'dist', 'mf-manifest.json')),
    )
  );
}

/** Whether process `pid` still runs (a build folder of a process that died is left over). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Built checkouts unused this long are removed when another is built: a moved baseline leaves its old one. */
const UNUSED_FOR = 30 * 24 * 60 * 60_000;

function removeLeftovers(cache: string, keep: string): void {
  for (const name of readdirSync(cache)) {
    const dir = join(cache, name);
    if (dir === keep) continue;
    const building = /\.building-(\d+)-/.exec(name);
    const unused = () => {
      const marker = join(dir, '.built');
      return !existsSync(marker) || Date.now() - statSync(marker).mtimeMs > UNUSED_FOR;
    };
    if (building ? !isRunning(Number(building[1])) : unused()) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The checkout of `commit` with its apps built for production, in the machine's cache (compatCache()/<commit>):
 * its files from git (any clone holding the commit will do), its dependencies from its own lockfile (npm ci, from
 * npm's cache when it holds them), then its build. A commit's files never change, so once built it is reused by
 * every clone and run until the commit asked for changes. It is built in a folder of its own and renamed into
 * place when complete: a run stopped halfway, or two runs building at once, never leave a half-built checkout
 * where a run would take it for built.
 */
export function builtCheckout(commit: string): string {
  const cache = compatCache();
  const dir = join(cache, commit);
  if (isBuilt(dir, commit)) {
    // Marks it used (see removeLeftovers).
    const now = new Date();
    utimesSync(join(dir, '.built'), now, now);
    return dir;
  }
  mkdirSync(cache, { recursive: true });
  removeLeftovers(cache, dir);
  const building = join(cache, `${commit}.building-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(building);
  try {
    // A shallow clone may lack the commit: fetch just it from where the clone came from.
    const present = spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: repoRoot }).status === 0;
    if (!present) runIn(repoRoot, 'git', ['fetch', '--depth=1', 'origin', commit]);
    runIn(repoRoot, 'sh', ['-c', `git archive ${commit} | tar -x -C "${building}"`]);
    runIn(building, 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
    runIn(building, 'npm', ['run', 'build', '--silent']);
    writeFileSync(join(building, '.built'), commit);
    if (!isBuilt(building, commit)) throw new Error(`the build of ${commit} left an app unbuilt in ${building}`);
    // Renaming onto a folder that is there fails: a run beside this one may have just put its own build there
    // (kept, it may be in use), or what is there is incomplete (moved aside, then replaced).
    for (let attempt = 0; ; attempt++) {
      try {
        renameSync(building, dir);
        return dir;
      } catch (error) {
        if (isBuilt(dir, commit)) return dir;
        if (attempt > 0 || !existsSync(dir)) throw error;
        const aside = `${building}-replaced`;
        renameSync(dir, aside);
        rmSync(aside, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
