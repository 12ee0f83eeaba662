// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

const packageRoot = join(import.meta.dirname, '..');

/** `{ type A, type B }`: a clause naming types only, which vanishes from the build like `import type`. */
const onlyTypes = (clause: string) => {
  const names = clause.match(/^\{([^}]*)\}$/)?.[1];
  return names !== undefined && names.split(',').every((name) => !name.trim() || name.trim().startsWith('type '));
};

/** What a source file imports as values (side-effect imports, named and namespace imports, re-exports). */
export function valueImports(source: string): string[] {
  const bare = [...source.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)].map((match) => match[1]!);
  // `import|export [type] <clause> from 'x'`: the clause holds no `=` or `(`, so no declaration matches.
  const named = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^'";=()]*?)\s+from\s+['"]([^'"]+)['"]/g;
  const withClause = [...source.matchAll(named)]
    .filter(([, typeOnly, clause]) => !typeOnly && !onlyTypes(clause!.trim()))
    .map((match) => match[3]!);
  return [...bare, ...withClause];
}

/** `./ui` for `@tessera/shared/ui`, `.` for the entry; undefined for another package's specifier. */
function ownSubpath(specifier: string): keyof typeof packageJson.exports | undefined {
  if (specifier !== '@tessera/shared' && !specifier.startsWith('@tessera/shared/')) return undefined;
  return `.${specifier.slice('@tessera/shared'.length)}` as keyof typeof packageJson.exports;
}

/**
 * The file a specifier names: relative paths (a query such as `?translations` dropped) and this package's own
 * exports; other packages by name.
 */
function resolve(specifier: string, from: string): string {
  if (specifier.startsWith('.')) return join(dirname(from), specifier.replace(/\?.*$/, ''));
  const subpath = ownSubpath(specifier);
  return subpath ? join(packageRoot, packageJson.exports[subpath]) : specifier;
}

/**
 * Every module `entry` loads, as paths relative to the package (files) or package names; `federated` names
 * this package's subpaths left out (each app uses the page's one instance of them, never bundles them).
 */
function moduleGraph(entry: string, federated: readonly string[] = []): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const key = file.startsWith('/') ? relative(packageRoot, file) : file;
    if (seen.has(key)) return;
    seen.add(key);
    if (!file.startsWith('/') || file.endsWith('.css')) return;
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      const subpath = ownSubpath(specifier);
      if (!subpath || !federated.includes(subpath)) visit(resolve(specifier, file));
    }
  };
  visit(join(packageRoot, entry));
  return seen;
}

const exported = packageJson.exports as Record<string, string>;
const apiModules = Object.keys(exported).filter((subpath) => subpath.startsWith('./api/'));

describe('what every route downloads stays free of zod', () => {
  it.each([
    'src/index.ts',
    'src/ui/index.ts',
    'src/contract/time-zone.ts',
    // The contract's plain entries, which the server's readers started per uploaded file take their values from.
    'src/contract/plain.ts',
    'src/contract/segment-text.ts',
    'src/contract/file-names.ts',
    'src/contract/csv.ts',
    ...apiModules.map((subpath) => exported[subpath]!.slice(2)),
  ])('%s loads neither zod nor the contract index', (entry) => {
    const graph = moduleGraph(entry);
    expect([...graph].filter((module) => module === 'zod' || module.startsWith('zod/'))).toEqual([]);
    expect(graph.has('src/contract/index.ts')).toBe(false);
  });

  it('tells value imports from type imports', () => {
    const source = [
      "import type { A } from './a.ts';",
      "import { type B, type C } from './b.ts';",
      "import { type D, e } from './d.ts';",
      "import f, { type G } from './f.ts';",
      "export * from './h.ts';",
      "export type { I } from './i.ts';",
      "import './styles.css';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(valueImports(source).sort()).toEqual(['./d.ts', './f.ts', './h.ts', './styles.css', 'zod']);
  });
});

/**
 * The subpaths remotes always take from the shell through Module Federation (scripts/federation-config.ts
 * `sharedModules()`): one instance per page. Of every other subpath, the main entry and the kit included, a remote
 * may run its own copy.
 */
const FEDERATED = ['./core', './ui/toast'] as const;
/** Modules whose state must exist once per page: the API client (axios instance, interceptors), the session, the toasts. */
const ONE_PER_PAGE = ['src/api/client.ts', 'src/session/store.ts', 'src/session/react.tsx', 'src/ui/Toast.tsx'];
/**
 * Not bundled into a federated screen: the msw mocks (tests, the in-page development API), a remote's standalone
 * host (its own page, without the shell) and the guard (the shell's login screen; the entry re-exports it).
 */
const NOT_IN_SCREENS = ['./mocks', './mocks/browser', './mocks/node', './mocks/render', './standalone', './guard'];

describe('a subpath that apps bundle themselves reaches the page-wide state only through the shared entries', () => {
  const bundled = Object.keys(exported).filter(
    (subpath) =>
      !(FEDERATED as readonly string[]).includes(subpath) &&
      !NOT_IN_SCREENS.includes(subpath) &&
      !subpath.endsWith('.css'),
  );

  it('covers the API modules', () => expect(apiModules).toContain('./api/glossary'));

  it.each(bundled)('%s imports no second API client, session or toast context', (subpath) => {
    const graph = moduleGraph(exported[subpath]!.slice(2), FEDERATED);
    expect(ONE_PER_PAGE.filter((module) => graph.has(module))).toEqual([]);
  });
});
