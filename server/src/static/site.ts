/**
 * Serves the built front end next to the API on one port: the shell at `/` (deep links fall back to its
 * index.html), each remote at `/remotes/<name>/` and `/remotes.json`, the shell's runtime list of remotes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from '../security/content-security-policy.ts';
import { errorBody } from '../plugins/errors.ts';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Rspack's production file names carry an 8-hex content hash: `main.1a2b3c4d.js`, `remoteEntry.1a2b3c4d.js`. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|mjs)(\.map)?$/;

export interface SiteOptions {
  /** Folder with shell/ and remotes/ (default: this repository). */
  rootDir?: string;
  /** What /remotes.json answers; default: every remote with a dist at /remotes/<name>/mf-manifest.json. */
  remotes?: Record<string, string>;
}

/** Names of the remote apps: every folder under remotes/ with a package.json. */
export function remoteNames(rootDir = repoRoot): string[] {
  const dir = join(rootDir, 'remotes');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

export function defaultRemotes(rootDir = repoRoot): Record<string, string> {
  return Object.fromEntries(remoteNames(rootDir).map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/**
 * TESSERA_REMOTES: a JSON object `{"glossary": "https://cdn.example/glossary/mf-manifest.json", ...}` or the
 * path of a file holding one. Unset: the remotes served here.
 */
export function remotesFromEnv(value: string | undefined, rootDir = repoRoot): Record<string, string> {
  if (!value?.trim()) return defaultRemotes(rootDir);
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((v) => typeof v === 'string')
  ) {
    throw new Error('TESSERA_REMOTES must be a JSON object of remote name -> manifest URL');
  }
  return parsed as Record<string, string>;
}

function cacheHeaders(remote: boolean) {
  return (reply: { header(name: string, value: string): unknown }, path: string) => {
    const file = basename(path);
    reply.header('cache-control', HASHED.test(file) ? IMMUTABLE : NO_CACHE);
    if (remote) {
      // The shell may live on another origin and fetches manifests with fetch().
      reply.header('access-control-allow-origin', '*');
    }
  };
}

/** As the client wrote it, before any `..` is resolved: `/api/x/%2e%2e/` is still the API's. */
function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A looks-like-a-file path (has an extension) never gets the SPA page: a missing asset is a plain 404. */
function isAssetPath(path: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(path.split('/').pop() ?? '') || path.startsWith('/remotes/');
}

export function frontEndSite(options: SiteOptions = {}) {
  const rootDir = options.rootDir ?? repoRoot;
  return async function registerSite(app: FastifyInstance) {
    const remotes = options.remotes ?? defaultRemotes(rootDir);
    // An /api address that only a static route matched (`/api/x/%2e%2e/` resolves to `/`) is the API's JSON 404,
    // never the shell's page or a traversal 403. Added before the static routes so it applies to them. A request
    // already in the not-found handler (no static route matched) is left to it: calling it again answers plain text.
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404) return;
      if (isApiPath(request.url) && !isApiPath(request.routeOptions.url ?? '')) return reply.callNotFound();
    });
    // Every page of the front end (the shell's index.html, whichever route served it) carries the policy.
    const policy = contentSecurityPolicy(remotes);
    app.addHook('onSend', async (request, reply) => {
      if (!isApiPath(request.url) && String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
        reply.header('content-security-policy', policy);
    });
    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return remotes;
    });

    let decorated = false;
    for (const name of remoteNames(rootDir)) {
      const dist = join(rootDir, 'remotes', name, 'dist');
      if (!existsSync(dist)) continue;
      await app.register(fastifyStatic, {
        root: dist,
        prefix: `/remotes/${name}/`,
        decorateReply: !decorated,
        cacheControl: false,
        setHeaders: cacheHeaders(true),
        index: false,
      });
      decorated = true;
    }

    const shellDist = join(rootDir, 'shell', 'dist');
    const shellIndex = join(shellDist, 'index.html');
    if (!existsSync(shellIndex)) return {};
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      decorateReply: !decorated,
      cacheControl: false,
      setHeaders: cacheHeaders(false),
      // remotes.json is answered above (the built one points at development servers).
      allowedPath: (path: string) => path !== '/remotes.json',
    });

    return {
      notFound(request: FastifyRequest, reply: FastifyReply) {
        const path = request.url.split('?')[0]!;
        if (request.method !== 'GET' && request.method !== 'HEAD')
          return reply.status(404).send(errorBody('not_found', 'Not found'));
        if (isAssetPath(path)) return reply.status(404).type('text/plain').send('Not found');
        // A client-side route (/glossary/3, /login/?redirect=...): the shell's page renders it.
        return reply.header('cache-control', NO_CACHE).type('text/html').send(readFileSync(shellIndex));
      },
    };
  };
}
