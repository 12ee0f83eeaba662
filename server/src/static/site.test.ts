import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { buildApp, type App } from '../app.ts';
import { openTestDatabase, testConfig } from '../test/harness.ts';
import { frontEndSite, remotesFromEnv } from './site.ts';

/** GET with the path sent exactly as written. */
function rawGet(url: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  const path = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  return new Promise((resolve, reject) => {
    const request = httpGet({ hostname, port, path }, (response) => {
      let body = '';
      response
        .setEncoding('utf8')
        .on('data', (chunk: string) => (body += chunk))
        .on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

function write(path: string, content: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

/**
 * An app (on PGlite) serving the front end of a fresh folder (`root`), written by `build` before the suite's
 * tests; the app is closed and the folder removed after them.
 */
function siteApp(build: (root: string) => void = () => {}): { app: () => App; root: string } {
  const root = mkdtempSync(join(tmpdir(), 'tessera-site-'));
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    build(root);
    const opened = await openTestDatabase('pglite');
    close = opened.close;
    app = await buildApp({ db: opened.db, config: testConfig(), frontEnd: frontEndSite({ rootDir: root }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await close();
    rmSync(root, { recursive: true, force: true });
  });
  return { app: () => app, root };
}

describe('serving the front end', () => {
  const { app, root } = siteApp((root) => {
    write(join(root, 'shell/dist/index.html'), '<main></main>');
    write(join(root, 'shell/dist/main.0badf00d.js'), 'console.log(1)');
    write(join(root, 'shell/dist/remotes.json'), '{"users":"http://127.0.0.1:3004/mf-manifest.json"}');
    for (const name of ['users', 'glossary']) write(join(root, `remotes/${name}/package.json`), '{}');
    write(join(root, 'remotes/users/dist/mf-manifest.json'), '{"name":"users"}');
    write(join(root, 'remotes/users/dist/remoteEntry.1234abcd.js'), 'var users;');
  });

  it('serves the shell at / and its page for client-side deep links', async () => {
    for (const url of ['/', '/glossary/3', '/login/?redirect=%2Fusers%2F', '/users/']) {
      const response = await app().inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe('<main></main>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('gives every page a Content-Security-Policy without inline scripts or eval, and the API none', async () => {
    for (const url of ['/', '/glossary/3', '/login/']) {
      const policy = String((await app().inject(url)).headers['content-security-policy']);
      expect(policy, url).toContain("script-src 'self';");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain('report-uri /api/csp-reports');
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    expect((await app().inject('/api/health')).headers['content-security-policy']).toBeUndefined();
    expect((await app().inject('/main.0badf00d.js')).headers['content-security-policy']).toBeUndefined();
  });

  it('caches hashed assets for good and answers a missing asset with 404, not the page', async () => {
    const asset = await app().inject('/main.0badf00d.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app().inject('/main.ffffffff.js')).statusCode).toBe(404);
    expect((await app().inject('/remotes/users/nope.js')).statusCode).toBe(404);
  });

  it('serves each remote under /remotes/<name>/ with CORS, the manifest never cached', async () => {
    const manifest = await app().inject('/remotes/users/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'users' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const entry = await app().inject('/remotes/users/remoteEntry.1234abcd.js');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers /remotes.json with the remotes served here, not the development file in the build', async () => {
    const response = await app().inject('/remotes.json');
    expect(response.json()).toEqual({
      glossary: '/remotes/glossary/mf-manifest.json',
      users: '/remotes/users/mf-manifest.json',
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the API in charge of /api: JSON 404 for unknown paths, routes answer as usual', async () => {
    // Over a real socket: inject() and fetch() would resolve the dot segments before sending.
    const address = await app().listen({ port: 0, host: '127.0.0.1' });
    for (const path of ['/api/x/%2e%2e/%2e%2e/', '/api/users/%2e%2e/user/']) {
      const traversal = await rawGet(`${address}${path}`);
      expect(traversal.status, path).toBe(404);
      expect(JSON.parse(traversal.body).message, path).toMatch(/^Not found/);
    }
    const unknown = await app().inject('/api/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Not found/);
    const bodies = [
      {},
      { 'content-type': 'text/plain', payload: 'x' },
      { 'content-type': 'application/json', payload: '{}' },
      { 'content-type': 'multipart/form-data; boundary=b', payload: '--b--' },
      { 'content-type': 'application/octet-stream', payload: 'x' },
    ];
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'SEARCH', 'PROPFIND'] as const) {
      for (const { payload, ...headers } of bodies) {
        const response = await app().inject({ method, url: '/api/nope/1', headers, payload });
        expect(`${method} ${headers['content-type']}: ${response.statusCode} ${response.headers['content-type']}`).toBe(
          `${method} ${headers['content-type']}: 404 application/json; charset=utf-8`,
        );
        expect(response.json()).toEqual({ message: `Not found: ${method} /api/nope/1`, code: 'not_found' });
      }
    }
    expect((await app().inject('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await app().inject('/api/user/')).statusCode).toBe(401);
  });

  it('reads TESSERA_REMOTES as JSON or as a file', () => {
    expect(remotesFromEnv('{"tm":"https://cdn.example/tm/mf-manifest.json"}', root)).toEqual({
      tm: 'https://cdn.example/tm/mf-manifest.json',
    });
    const file = join(root, 'remotes.override.json');
    writeFileSync(file, '{"users":"/elsewhere/mf-manifest.json"}');
    expect(remotesFromEnv(file, root)).toEqual({ users: '/elsewhere/mf-manifest.json' });
    expect(remotesFromEnv(undefined, root)).toEqual({
      glossary: '/remotes/glossary/mf-manifest.json',
      users: '/remotes/users/mf-manifest.json',
    });
    expect(() => remotesFromEnv('{"users": 3}', root)).toThrow(/TESSERA_REMOTES/);
  });
});

describe('serving a front end that is not built yet', () => {
  const { app } = siteApp();

  it('still answers unknown /api paths with the JSON 404', async () => {
    const unknown = await app().inject('/api/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Not found: GET /api/nope');
  });
});
