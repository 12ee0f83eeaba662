/**
 * What the architecture tests read of the code: the source files of a folder and the modules each imports, and,
 * in the server, which domain imports which.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

export function sourceFiles(dir: string): string[] {
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

const TYPE_ONLY = /(?:^|[\s;])(?:import|export)\s+type\s/;

/** The modules a file needs when it runs: its imports without `import type` and `export type`, which are erased. */
export function runtimeImportsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)]
    .filter((match) => !TYPE_ONLY.test(match[0]))
    .map((match) => match[1] ?? match[2] ?? match[3]);
}

/** Source files by path (relative to a folder, `/`-separated), as read from disk or written by a test. */
export type Tree = Record<string, string>;

export function readTree(dirs: string[], base = ''): Tree {
  const tree: Tree = {};
  for (const dir of dirs)
    for (const file of sourceFiles(dir))
      tree[relative(join(root, base), join(root, file)).split(sep).join('/')] = readFileSync(join(root, file), 'utf8');
  return tree;
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

/** The file of `tree` a relative import of `file` names, or null (a package, a stylesheet, a file outside the tree). */
export function resolveIn(tree: Tree, file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const path = posix.normalize(posix.join(posix.dirname(file), specifier));
  const candidates = [path, ...EXTENSIONS.map((ext) => path + ext), ...EXTENSIONS.map((ext) => `${path}/index${ext}`)];
  return candidates.find((candidate) => candidate in tree) ?? null;
}

/**
 * The server's domain a file of `server/src/` belongs to: the folder it sits in (documents, tm, db…), or null for
 * the files at the top (main.ts, app.ts, config.ts…), which compose the domains and are none.
 */
export function domainOf(path: string): string | null {
  const parts = path.split('/');
  return parts.length > 1 ? parts[0] : null;
}

/** Tests and their helpers run no domain's code in production, so they may reach any domain they test. */
const SERVER_TEST_CODE = /\.test(?:-helper|-worker)?\.tsx?$/;

/**
 * Which server domain imports which, as `from -> to` with the imports that make it so. Only the imports of running
 * code count: a test may reach any domain, and a type-only import is erased before the code runs and orders
 * nothing. Counting types would also refuse `db/schema.ts`, whose `Database` is by design every domain's tables
 * put together, and by which each domain's queries are typed.
 */
export function domainImports(tree: Tree): Map<string, string[]> {
  const arrows = new Map<string, string[]>();
  for (const [file, source] of Object.entries(tree)) {
    const from = domainOf(file);
    if (from === null || SERVER_TEST_CODE.test(file)) continue;
    for (const specifier of runtimeImportsOf(source)) {
      const target = resolveIn(tree, file, specifier);
      const to = target === null ? null : domainOf(target);
      if (to === null || to === from) continue;
      const key = `${from} -> ${to}`;
      arrows.set(key, [...(arrows.get(key) ?? []), `${file} imports ${specifier}`]);
    }
  }
  return arrows;
}
