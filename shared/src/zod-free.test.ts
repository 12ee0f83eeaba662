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

/** The file a specifier names: relative paths and this package's own exports; other packages by name. */
function resolve(specifier: string, from: string): string {
  if (specifier.startsWith('.')) return join(dirname(from), specifier);
  if (specifier === '@tessera/shared' || specifier.startsWith('@tessera/shared/')) {
    const subpath = `.${specifier.slice('@tessera/shared'.length)}` as keyof typeof packageJson.exports;
    return join(packageRoot, packageJson.exports[subpath]);
  }
  return specifier;
}

/** Every module `entry` loads, as paths relative to the package (files) or package names. */
function moduleGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const key = file.startsWith('/') ? relative(packageRoot, file) : file;
    if (seen.has(key)) return;
    seen.add(key);
    if (!file.startsWith('/') || file.endsWith('.css')) return;
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) visit(resolve(specifier, file));
  };
  visit(join(packageRoot, entry));
  return seen;
}

describe('what every route downloads stays free of zod', () => {
  it.each(['src/index.ts', 'src/ui/index.ts'])('%s loads neither zod nor the contract index', (entry) => {
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
