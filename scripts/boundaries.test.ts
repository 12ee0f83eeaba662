/**
 * Import boundaries of the architecture: each app is deployed on its own, so its code may only reach what is
 * deployed with it or shared on purpose.
 * - a remote imports its own files, `@tessera/shared` and packages: never another remote, the shell or the server;
 * - the shell never imports a remote (it loads them at run time) or the server;
 * - `shared` never imports a remote, the shell or the server;
 * - the server never imports front-end code: of `shared`, only the contract (`@tessera/shared/contract`).
 * One exception, never deployed: a front-end test (`*.test.ts`, `*.test.tsx`) may start the real server through its
 * test harness (`server/src/test/`, `@tessera/server/test/…`), for what rests on the server's rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.parentPath.split(sep).includes('node_modules'),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** Every module a file names in its imports and re-exports (static and dynamic). */
export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3]);
}

/** The area a path of the repository belongs to: 'remotes/tm', 'shell', 'shared', 'server', or another top folder. */
function areaOf(path: string): string {
  const [top, second] = path.split(sep);
  return top === 'remotes' ? `remotes/${second}` : top;
}

const APP_AREA = /^(remotes\/[^/]+|shell|shared|server)$/;

/** Where an import leads: the app area of a relative path or a workspace package; null for anything else (packages, root configs). */
function targetArea(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const area = areaOf(relative(root, resolve(root, dirname(file), specifier)));
    return APP_AREA.test(area) ? area : null;
  }
  if (specifier === '@tessera/shared/contract' || specifier.startsWith('@tessera/shared/contract/'))
    return 'shared/contract';
  if (specifier === '@tessera/shared' || specifier.startsWith('@tessera/shared/')) return 'shared';
  if (specifier.startsWith('@tessera/remote-'))
    return `remotes/${specifier.slice('@tessera/remote-'.length).split('/')[0]}`;
  if (specifier === '@tessera/shell' || specifier.startsWith('@tessera/shell/')) return 'shell';
  if (specifier === '@tessera/server' || specifier.startsWith('@tessera/server/')) return 'server';
  return null;
}

/** Whether code of `from` may import code of `to` (both areas). */
export function allowed(from: string, to: string): boolean {
  if (to === from || (to === 'shared/contract' && from === 'shared')) return true;
  if (from.startsWith('remotes/')) return to === 'shared' || to === 'shared/contract';
  if (from === 'shell') return to === 'shared' || to === 'shared/contract';
  if (from === 'shared') return false;
  if (from === 'server') return to === 'shared/contract';
  return true;
}

const SERVER_TEST_HARNESS = join('server', 'src', 'test') + sep;
const TEST_FILE = /\.test\.tsx?$/;

/** Whether `file` is a test that reaches the server's test harness (and nothing else of the server) by `specifier`. */
export function startsRealServer(file: string, specifier: string): boolean {
  if (!TEST_FILE.test(file)) return false;
  if (specifier.startsWith('@tessera/server/')) return specifier.startsWith('@tessera/server/test/');
  return (
    specifier.startsWith('.') && relative(root, resolve(root, dirname(file), specifier)).startsWith(SERVER_TEST_HARNESS)
  );
}

function crossings(dirs: string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      const from = areaOf(file);
      for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
        const to = targetArea(file, specifier);
        if (to === 'server' && startsRealServer(file, specifier)) continue;
        if (to !== null && !allowed(from, to)) found.push(`${file} imports ${specifier} (${from} -> ${to})`);
      }
    }
  }
  return found;
}

const remotes = readdirSync(join(root, 'remotes')).map((name) => `remotes/${name}/src`);

describe('import boundaries', () => {
  it('reads static, dynamic and side-effect imports and re-exports', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '@tessera/shared/contract';",
      "export { c } from '../c.ts';",
      "import './styles.css';",
      "const d = await import('../../documents/src/d.ts');",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      './a.ts',
      '@tessera/shared/contract',
      '../c.ts',
      './styles.css',
      '../../documents/src/d.ts',
    ]);
  });

  it('allows only the arrows of the architecture', () => {
    expect(allowed('remotes/tm', 'shared')).toBe(true);
    expect(allowed('remotes/tm', 'remotes/documents')).toBe(false);
    expect(allowed('remotes/tm', 'shell')).toBe(false);
    expect(allowed('shell', 'remotes/tm')).toBe(false);
    expect(allowed('shared', 'shell')).toBe(false);
    expect(allowed('server', 'shared')).toBe(false);
    expect(allowed('server', 'shared/contract')).toBe(true);
  });

  it('lets front-end tests alone start the real server, through its test harness alone', () => {
    const screenTest = join('remotes', 'documents', 'src', 'Screen.test.tsx');
    expect(startsRealServer(screenTest, '@tessera/server/test/real-api')).toBe(true);
    expect(startsRealServer(screenTest, '../../../server/src/test/harness.ts')).toBe(true);
    expect(startsRealServer(screenTest, '@tessera/server/documents/routes')).toBe(false);
    expect(startsRealServer(screenTest, '../../../server/src/app.ts')).toBe(false);
    expect(startsRealServer(join('remotes', 'documents', 'src', 'Screen.tsx'), '@tessera/server/test/real-api')).toBe(
      false,
    );
  });

  it('holds in every remote, the shell, shared and the server', () => {
    expect(crossings([...remotes, 'shell/src', 'shared/src', 'server/src'])).toEqual([]);
  });
});
