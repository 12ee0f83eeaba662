import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { describeWithDatabases } from '../test/harness.ts';

/** A package folder of the command at version 2.3.4, its tarball written by the tests as `npm run build` would. */
const packageDir = mkdtempSync(join(tmpdir(), 'tessera-cli-package-'));
writeFileSync(join(packageDir, 'package.json'), JSON.stringify({ name: '@tessera/cli', version: '2.3.4' }));
const build = (content: string) => {
  mkdirSync(join(packageDir, 'dist'), { recursive: true });
  const bytes = gzipSync(content);
  writeFileSync(join(packageDir, 'dist', 'tessera-cli-2.3.4.tgz'), bytes);
  return bytes;
};

describeWithDatabases(
  "the tessera command's package at /api/cli",
  (t) => {
    afterAll(() => rmSync(packageDir, { recursive: true, force: true }));

    it('says the version it speaks, and that its package is to be built by npm run build until it is', async () => {
      const about = await t.anonymous.inject('/api/cli');
      expect(about.statusCode).toBe(200);
      expect(about.json()).toEqual({
        version: '2.3.4',
        tarball: '/api/cli/tessera-cli-2.3.4.tgz',
        latest: '/api/cli/tessera-cli.tgz',
        built: false,
      });
      for (const url of ['/api/cli/tessera-cli.tgz', '/api/cli/tessera-cli-2.3.4.tgz']) {
        const missing = await t.anonymous.inject(url);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toContain('run `npm run build`');
      }
    });

    it('hands out the built tarball at both names to anyone, a CI job with its token too, as npm fetches it', async () => {
      const bytes = build('first build');
      expect((await t.anonymous.inject('/api/cli')).json().built).toBe(true);
      const manager = await t.signIn('manager');
      const token = (
        await manager.inject({ method: 'POST', url: '/api/user/tokens', payload: { name: 'CI', scope: 'read' } })
      ).json().token as string;
      const answers = [
        await t.anonymous.inject('/api/cli/tessera-cli.tgz'),
        await t.anonymous.inject('/api/cli/tessera-cli-2.3.4.tgz'),
        await t.app.inject({ url: '/api/cli/tessera-cli.tgz', headers: { authorization: `Bearer ${token}` } }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('application/gzip');
        expect(Number(answer.headers['content-length'])).toBe(bytes.length);
        expect(answer.headers['content-disposition']).toBe('attachment; filename="tessera-cli-2.3.4.tgz"');
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.rawPayload.equals(bytes)).toBe(true);
      }
      const etag = String(answers[0]!.headers.etag);
      expect(etag).toMatch(/^"[\w-]{43}"$/);
      expect(answers.map((answer) => answer.headers.etag)).toEqual([etag, etag, etag]);

      const head = await t.app.inject({ method: 'HEAD', url: '/api/cli/tessera-cli.tgz' });
      expect(head.statusCode).toBe(200);
      expect(head.headers.etag).toBe(etag);

      for (const ifNoneMatch of [etag, `"another", W/${etag}`]) {
        const unchanged = await t.app.inject({
          url: '/api/cli/tessera-cli.tgz',
          headers: { 'if-none-match': ifNoneMatch },
        });
        expect(unchanged.statusCode, ifNoneMatch).toBe(304);
        expect(unchanged.body).toBe('');
      }

      // A rebuild of other bytes gets another validator, so a cached copy is fetched again.
      const rebuilt = build('second build, other bytes');
      const again = await t.app.inject({ url: '/api/cli/tessera-cli.tgz', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(rebuilt)).toBe(true);
      expect(again.headers.etag).not.toBe(etag);
    });

    it('answers another version or file name with 404 naming the version it hands out', async () => {
      for (const file of ['tessera-cli-2.3.3.tgz', 'tessera-cli-2.3.4.tgz.map', '..%2Fpackage.json', 'x']) {
        const answer = await t.anonymous.inject(`/api/cli/${file}`);
        expect(answer.statusCode, file).toBe(404);
        expect(answer.json().message).toBe(
          'This server hands out the tessera command 2.3.4 only: /api/cli/tessera-cli-2.3.4.tgz or /api/cli/tessera-cli.tgz',
        );
      }
    });
  },
  { config: { cliPackageDir: packageDir } },
);
