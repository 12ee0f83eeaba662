/**
 * Libraries are used through their documented entry points only: a file of a package reached by its path (a
 * `lib/` or `dist/` file of it) is no part of its API; it changes in any release, and
 * patching it changes the library for every other user in the process. A subpath of a package with an `exports`
 * map is accepted only when the map declares it: that map is what its authors publish (and what Node enforces
 * for `import`). A package without one leaves every file open, so there a subpath through the folders code is
 * built into (lib, dist, src, build, esm, cjs...) is refused, while a data package's documented files
 * (`supplemental/plurals.json`) are not.
 * Imports, dynamic imports, `require(...)` and `createRequire(...)(...)` calls are all looked at.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const AREAS = [
  ...readdirSync(join(root, 'remotes')).map((name) => `remotes/${name}`),
  'shell',
  'shared',
  'server',
  'bench',
  'e2e',
  'scripts',
];

/** The source files of an area of the checkout, relative to its root. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => {
      const folders = entry.parentPath.split(sep);
      return (
        entry.isFile() && SOURCE.test(entry.name) && !folders.includes('node_modules') && !folders.includes('dist')
      );
    })
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const MODULE_NAME =
  /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*|\brequire\s*\(\s*|\bcreateRequire\([^)]*\)\s*\(\s*)['"]([^'"\n]+)['"]/gm;

/** Block comments and whole-line comments: what they mention is not loaded. */
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** Every module a file names: imports, re-exports, dynamic imports, require and createRequire calls. */
export function modulesNamed(source: string): string[] {
  return [...source.replace(COMMENT, '').matchAll(MODULE_NAME)].map((match) => match[1]!);
}

/** A bare specifier as package and subpath ('sheets/lib/x.js' -> sheets, ./lib/x.js); undefined for others. */
export function packageSubpath(specifier: string): { name: string; subpath: string } | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || /^[a-z]+:/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const length = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, length).join('/');
  if (builtinModules.includes(name)) return undefined;
  const rest = parts.slice(length).join('/');
  return { name, subpath: rest === '' ? '.' : `./${rest}` };
}

/** Folders a package's code is built or kept in: no entry point of a package without an exports map. */
const CODE_FOLDER = /^\.\/(lib|dist|src|build|es|esm|cjs|umd|internal|internals|node_modules)(\/|$)/;

/** Whether a package's manifest offers a subpath: its `exports` map declares it, or it has none and the path is no code folder's. */
export function entryPoint(exportsField: unknown, subpath: string): boolean {
  if (exportsField === undefined) return subpath === '.' || !CODE_FOLDER.test(subpath);
  return exportsDeclare(exportsField, subpath);
}

/** Whether an `exports` map declares a subpath (exactly or through a `*` pattern). */
function exportsDeclare(exportsField: unknown, subpath: string): boolean {
  if (typeof exportsField === 'string' || Array.isArray(exportsField)) return subpath === '.';
  const keys = Object.keys(exportsField as object);
  // Conditions only ({ import, require }): the package's root alone.
  if (!keys.some((key) => key.startsWith('.'))) return subpath === '.';
  return keys.some((key) => {
    if (key === subpath) return true;
    const star = key.indexOf('*');
    return (
      star >= 0 &&
      subpath.startsWith(key.slice(0, star)) &&
      subpath.endsWith(key.slice(star + 1)) &&
      subpath.length >= key.length - 1
    );
  });
}

/** The manifest of the package `name` as `file` (in `base`) finds it, through the node_modules folders above it. */
function manifestOf(base: string, file: string, name: string): { exports?: unknown } | undefined {
  for (let dir = dirname(join(base, file)); ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown };
    if (dir === dirname(dir)) return undefined;
  }
}

/** Each place in these files (relative to `base`) that loads a package's file it does not offer. */
export function deepImports(base: string, files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const specifier of modulesNamed(readFileSync(join(base, file), 'utf8'))) {
      const parsed = packageSubpath(specifier);
      if (!parsed || parsed.subpath === '.') continue;
      const manifest = manifestOf(base, file, parsed.name);
      // A workspace package or one not installed here: nothing to hold it to.
      if (!manifest) continue;
      if (!entryPoint(manifest.exports, parsed.subpath))
        found.push(`${file} reaches into ${parsed.name}: ${specifier}`);
    }
  }
  return found;
}

/**
 * A made-up checkout with two made-up packages installed: `sheets-fixture`, whose exports map publishes its root,
 * `./client` and `./locale/*`, and `plain-fixture`, which has no map. Made up so that the examples hold whatever
 * a real package's next release moves.
 */
function fixtureCheckout(): string {
  const base = mkdtempSync(join(tmpdir(), 'entry-points-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), text);
  };
  write(
    'node_modules/sheets-fixture/package.json',
    JSON.stringify({
      name: 'sheets-fixture',
      exports: { '.': './index.js', './client': './client.js', './locale/*': './dist/locale/*.js' },
    }),
  );
  write('node_modules/plain-fixture/package.json', JSON.stringify({ name: 'plain-fixture', main: 'lib/index.js' }));
  return base;
}

/** Each way a file loads a module. */
const LOADS: Record<string, (specifier: string) => string> = {
  'a static import': (specifier) => `import sheets from '${specifier}';`,
  'a re-export': (specifier) => `export { sheets } from '${specifier}';`,
  'a dynamic import': (specifier) => `const sheets = await import('${specifier}');`,
  'a require call': (specifier) => `const sheets = require('${specifier}');`,
  'a createRequire call': (specifier) => `const sheets = createRequire(import.meta.url)('${specifier}');`,
};

describe('package entry points', () => {
  let base = '';
  beforeAll(() => {
    base = fixtureCheckout();
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  /** What the check finds in a file of the fixture checkout that holds `source`. */
  const foundIn = (source: string) => {
    writeFileSync(join(base, 'app.ts'), source);
    return deepImports(base, ['app.ts']);
  };

  it.each(Object.entries(LOADS))("refuses a package's file that it does not publish, loaded by %s", (_, load) => {
    for (const specifier of [
      'sheets-fixture/lib/utils.js',
      'sheets-fixture/dist/locale/de.js',
      'sheets-fixture/client.js',
      'plain-fixture/lib/index.js',
      'plain-fixture/dist/es5/index.js',
    ])
      expect(foundIn(load(specifier)), specifier).toEqual([
        `app.ts reaches into ${specifier.split('/')[0]}: ${specifier}`,
      ]);
  });

  it.each(Object.entries(LOADS))('accepts what a package publishes, loaded by %s', (_, load) => {
    for (const specifier of [
      'sheets-fixture',
      'sheets-fixture/client',
      'sheets-fixture/locale/de',
      'plain-fixture',
      'plain-fixture/supplemental/plurals.json',
      'node:fs/promises',
      './lib/local.ts',
    ])
      expect(foundIn(load(specifier)), specifier).toEqual([]);
  });

  it('leaves what comments mention, which is not loaded', () => {
    expect(
      foundIn(
        [
          `/** \`${LOADS['a dynamic import']!('sheets-fixture/lib/utils.js')}\` */`,
          `// ${LOADS['a require call']!('plain-fixture/lib/index.js')}`,
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('finds the modules a file names, however it loads them', () => {
    // Each way of loading a module, from the same table as the checkout tests, then two that comments only mention.
    const source = [
      LOADS['a static import']!('sheets-fixture'),
      LOADS['a re-export']!('plain-fixture/dist/x.js'),
      LOADS['a dynamic import']!('@scope-fixture/pkg/lib/y.js'),
      LOADS['a require call']!('plain-fixture/lib/z'),
      LOADS['a createRequire call']!('sheets-fixture/lib/utils.js'),
      `/** \`${LOADS['a dynamic import']!('plain-fixture/lib/commented')}\` */`,
      `// ${LOADS['a require call']!('plain-fixture/lib/commented')}`,
    ].join('\n');
    expect(modulesNamed(source)).toEqual([
      'sheets-fixture',
      'plain-fixture/dist/x.js',
      '@scope-fixture/pkg/lib/y.js',
      'plain-fixture/lib/z',
      'sheets-fixture/lib/utils.js',
    ]);
  });

  it("accepts the subpaths a package's exports map declares, or without one, those outside its code folders", () => {
    expect(packageSubpath('sheets-fixture/lib/utils.js')).toEqual({
      name: 'sheets-fixture',
      subpath: './lib/utils.js',
    });
    expect(packageSubpath('@scope-fixture/pkg')).toEqual({ name: '@scope-fixture/pkg', subpath: '.' });
    expect(packageSubpath('node:fs/promises')).toBeUndefined();
    expect(packageSubpath('fs/promises')).toBeUndefined();
    expect(entryPoint(undefined, './lib/utils.js')).toBe(false);
    expect(entryPoint(undefined, './dist/es5/index.js')).toBe(false);
    expect(entryPoint(undefined, './supplemental/plurals.json')).toBe(true);
    expect(entryPoint({ '.': './index.js', './client': './client.js' }, './client')).toBe(true);
    expect(entryPoint({ '.': './index.js', './client': './client.js' }, './dist/client.js')).toBe(false);
    expect(entryPoint({ '.': './index.js', './data/x.json': './data/x.json' }, './data/y.json')).toBe(false);
    expect(entryPoint({ './locale/*': './dist/locale/*.js' }, './locale/de')).toBe(true);
    expect(entryPoint({ import: './index.mjs', require: './index.cjs' }, './index.mjs')).toBe(false);
  });

  it('holds in every app, the benches, the browser tests and the scripts', () => {
    expect(deepImports(root, AREAS.flatMap(sourceFiles))).toEqual([]);
  });
});
