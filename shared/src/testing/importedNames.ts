/**
 * For the tests of the shared facades (./router/browser.ts, ./query/tanstack.ts): every name the front end's
 * sources import as a value from a package, with one file that imports it. Tests and their helpers (`testing.tsx`,
 * the msw mocks, this folder) run on the full packages, so they are not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const sourceRoots = [
  'shared/src',
  'shell/src',
  ...readdirSync(join(repoRoot, 'remotes')).map((name) => `remotes/${name}/src`),
];

const runsInTestsOnly = (path: string) =>
  /\.test\.tsx?$|[/\\]testing\.tsx?$|[/\\]shared[/\\]src[/\\](mocks|testing)[/\\]/.test(path);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !runsInTestsOnly(path)) yield path;
  }
}

/** Every `import { a, b as c } from '<package>'` value import, `packages` matching the package's name. */
export function importedNames(packages: string): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"](?:${packages})['"]`, 'g');
  for (const root of sourceRoots) {
    let files: Generator<string>;
    try {
      files = sourceFiles(join(repoRoot, root));
    } catch {
      continue;
    }
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        for (const part of match[2].split(',')) {
          const spec = part.trim();
          if (!spec || spec.startsWith('type ')) continue;
          names.set(spec.split(/\s+as\s+/)[0], relative(repoRoot, file));
        }
      }
    }
  }
  return names;
}
