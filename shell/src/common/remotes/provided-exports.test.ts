/**
 * The shell provides remotes with the exports of react-router and TanStack Query that remotes and @tessera/shared
 * use (router-exports.ts, query-exports.ts), not the whole packages: a remote taking a name the shell does not
 * provide would find it undefined at run time. Every name a remote's or the kit's code imports must be among them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';
import * as QueryExports from './query-exports.ts';
import * as RouterExports from './router-exports.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');

/** Source files a remote's build bundles: its own and @tessera/shared's, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

const remoteSources = () => [
  ...readdirSync(join(root, 'remotes')).flatMap((remote) => sourceFiles(join(root, 'remotes', remote, 'src'))),
  ...sourceFiles(join(root, 'shared', 'src')),
];

/** The names a file imports from `pkg` at run time; a namespace import counts as `*`. */
export function valueImports(file: string, source: string, pkg: string): string[] {
  const { module } = parseSync(file, source);
  return module.staticImports
    .filter((declaration) => declaration.moduleRequest.value === pkg)
    .flatMap((declaration) =>
      declaration.entries
        .filter((entry) => !entry.isType)
        .map((entry) => (entry.importName.kind === 'NamespaceObject' ? '*' : entry.importName.name!)),
    );
}

function importedNames(pkg: string): Set<string> {
  return new Set(remoteSources().flatMap((file) => valueImports(file, readFileSync(file, 'utf8'), pkg)));
}

describe('what the shell provides of react-router and TanStack Query', () => {
  it('reads the value imports of a file, leaving types out and marking a namespace', () => {
    const source = "import { Link, type To } from 'react-router';\nimport type { Location } from 'react-router';\n";
    expect(valueImports('a.ts', source, 'react-router')).toEqual(['Link']);
    expect(valueImports('b.ts', "import * as R from 'react-router';", 'react-router')).toEqual(['*']);
  });

  it.each([
    ['react-router', RouterExports],
    ['@tanstack/react-query', QueryExports],
  ])('holds every name of %s that remotes and @tessera/shared import', (pkg, provided) => {
    const missing = [...importedNames(pkg)].filter((name) => !(name in provided));
    expect(missing).toEqual([]);
  });

  it('hands remotes the very router and query modules the shell renders with', async () => {
    const router = await import('react-router');
    const query = await import('@tanstack/react-query');
    expect(RouterExports.useNavigate).toBe(router.useNavigate);
    expect(QueryExports.QueryClientProvider).toBe(query.QueryClientProvider);
  });
});
