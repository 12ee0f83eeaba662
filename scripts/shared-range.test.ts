/**
 * A remote takes @tessera/shared's main entry, kit and contract from the serving shell when the shell's release is
 * within the range its package.json declares, and otherwise loads its own copy (scripts/federation-config.ts). That
 * range must therefore start at the release that added the newest name the remote uses: lower, and a shell of an
 * older release would serve it without that export; higher, and it loads its own copy under a shell that has all
 * it needs. Its major is what the remote needs of the shell's one-instance core (the shell checks it in the
 * remote's manifest, see shell/src/common/remotes/skew.ts). The releases and what each added are
 * shared/public-api.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseSync, Visitor } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const SHARED = '@tessera/shared';
type Release = { version: string; added: Record<string, string[]> };
const releases = (JSON.parse(readFileSync(join(root, 'shared', 'public-api.json'), 'utf8')) as { releases: Release[] })
  .releases;

/** `@tessera/shared/api/mt` → `./api/mt`, the entry's key in the package's exports. */
const entryOf = (specifier: string) => (specifier === SHARED ? '.' : `.${specifier.slice(SHARED.length)}`);

/** The release that added `name` to `entry`; undefined for a name no release lists (a type, gone at run time). */
function releaseAdding(entry: string, name: string): string | undefined {
  return releases.find((release) => release.added[entry]?.includes(name))?.version;
}

/** The names of an entry, for a use the code does not spell out (a namespace passed around whole). */
const allNamesOf = (entry: string) => releases.flatMap((release) => release.added[entry] ?? []);

export type SharedUse = { entry: string; name: string };

/** What a source file uses of @tessera/shared at run time: type-only imports are left out. */
export function sharedUses(file: string, source: string): SharedUse[] {
  const { program, module } = parseSync(file, source);
  const uses: SharedUse[] = [];
  const namespaces = new Map<string, string>();
  for (const declaration of module.staticImports) {
    const specifier = declaration.moduleRequest.value;
    if (specifier !== SHARED && !specifier.startsWith(`${SHARED}/`)) continue;
    const entry = entryOf(specifier);
    for (const { importName, localName, isType } of declaration.entries) {
      if (isType) continue;
      if (importName.kind === 'NamespaceObject') namespaces.set(localName.value, entry);
      else if (importName.name) uses.push({ entry, name: importName.name });
    }
  }
  for (const { moduleRequest } of module.dynamicImports) {
    const literal = /^['"]([^'"]+)['"]$/.exec(source.slice(moduleRequest.start, moduleRequest.end))?.[1];
    if (!literal?.startsWith(SHARED)) continue;
    uses.push(...dynamicImportUses(source, moduleRequest, entryOf(literal)));
  }
  const accessed = new Set<string>();
  new Visitor({
    MemberExpression(node) {
      if (node.object.type === 'Identifier' && namespaces.has(node.object.name) && !node.computed)
        if (node.property.type === 'Identifier') accessed.add(`${node.object.name}.${node.property.name}`);
    },
  }).visit(program);
  for (const key of accessed) {
    const [local, name] = key.split('.') as [string, string];
    uses.push({ entry: namespaces.get(local)!, name });
  }
  return uses;
}

/**
 * The names taken from `import('@tessera/shared/…')`: `const { A, B } = await import(…)` and `(await import(…)).A`;
 * any other use counts as the entry's every name.
 */
function dynamicImportUses(source: string, request: { start: number; end: number }, entry: string): SharedUse[] {
  const before = source.slice(Math.max(0, request.start - 200), request.start);
  const destructured = /const\s*\{([^}]*)\}\s*=\s*await\s+import\s*\(\s*$/.exec(before)?.[1];
  if (destructured)
    return destructured
      .split(',')
      .map((part) => part.split(':')[0]!.trim())
      .filter(Boolean)
      .map((name) => ({ entry, name }));
  const member = /^\s*\)\s*\)\s*\.\s*(\w+)/.exec(source.slice(request.end));
  if (member && /\(\s*await\s+import\s*\(\s*$/.test(before)) return [{ entry, name: member[1]! }];
  return allNamesOf(entry).map((name) => ({ entry, name }));
}

const SOURCE = /\.(ts|tsx)$/;
/** Files that never run under a shell: tests, test helpers and the standalone start (it brings its own kit). */
const OFF_SHELL = /(\.test\.tsx?|\.test-helper\.tsx?|\/standalone\.tsx|\/testing\.tsx)$/;

function runtimeSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.parentPath.split(sep).includes('node_modules'),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !OFF_SHELL.test(file.split(sep).join('/')));
}

const numbers = (version: string) => version.split('.').map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
};

/** The release a remote needs at least, with the names that need it. */
export function neededRelease(remoteDir: string): { version: string; names: string[] } {
  let needed = { version: releases[0]!.version, names: [] as string[] };
  for (const file of runtimeSources(join(remoteDir, 'src')))
    for (const { entry, name } of sharedUses(file, readFileSync(file, 'utf8'))) {
      const version = releaseAdding(entry, name);
      const label = `${name} (${entry}, ${relative(root, file)})`;
      if (!version) continue;
      if (newer(version, needed.version)) needed = { version, names: [label] };
      else if (version === needed.version && needed.version !== releases[0]!.version) needed.names.push(label);
    }
  return needed;
}

const remotes = readdirSync(join(root, 'remotes'));

describe('each remote declares the @tessera/shared release it needs', () => {
  it('reads what a file takes at run time: named, namespace and dynamic imports, not types', () => {
    const uses = sharedUses(
      'example.tsx',
      [
        "import { isApiError, type ApiError } from '@tessera/shared';",
        "import type { DocumentRecord } from '@tessera/shared/contract';",
        "import * as mtApi from '@tessera/shared/api/mt';",
        'mtApi.getMtSuggestion(1); const x: mtApi.Other = 1;',
        "const { UpdateGlossaryRecordBody } = await import('@tessera/shared/contract');",
        "const schema = (await import('@tessera/shared/contract')).DocumentName;",
      ].join('\n'),
    );
    expect(uses).toEqual([
      { entry: '.', name: 'isApiError' },
      { entry: './contract', name: 'UpdateGlossaryRecordBody' },
      { entry: './contract', name: 'DocumentName' },
      { entry: './api/mt', name: 'getMtSuggestion' },
    ]);
  });

  for (const remote of remotes)
    it(`${remote}: its range starts at the release that added the newest name it uses`, () => {
      const dir = join(root, 'remotes', remote);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      const declared = pkg.dependencies?.[SHARED];
      const needed = neededRelease(dir);
      expect(declared, `remotes/${remote} uses ${needed.names.join(', ') || 'only names of the first release'}`).toBe(
        `^${needed.version}`,
      );
    });
});
