// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as browserRouter from './browser.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const sourceRoots = [
  'shared/src',
  'shell/src',
  ...readdirSync(join(repoRoot, 'remotes')).map((name) => `remotes/${name}/src`),
];

/** Tests and their helpers (`testing.tsx`, the msw mocks and renderScreen) run on the full package, not on browser.ts. */
const runsInTestsOnly = (path: string) =>
  /\.test\.tsx?$|[/\\]testing\.tsx?$|[/\\]shared[/\\]src[/\\]mocks[/\\]/.test(path);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !runsInTestsOnly(path)) yield path;
  }
}

/** Every `import { a, b as c } from 'react-router(-dom)'` value import of the front-end sources. */
function importedRouterNames(): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router(?:-dom)?['"]/g;
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

describe('the shared browser build of react-router', () => {
  it('exports every react-router name the front end imports (else add it to browser.ts)', () => {
    const imported = importedRouterNames();
    expect(imported.has('useParams') && imported.has('useRoutes')).toBe(true);
    const missing = [...imported]
      .filter(([name]) => !(name in browserRouter))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('holds the declarative router a browser app needs and leaves out the data router and the server runtime', () => {
    for (const name of ['unstable_HistoryRouter', 'useRoutes', 'Link', 'useParams', 'useSearchParams']) {
      expect(browserRouter, name).toHaveProperty(name);
    }
    for (const name of [
      'createBrowserRouter',
      'RouterProvider',
      'useBlocker',
      'useLoaderData',
      'redirect',
      'createRequestHandler',
      'createCookie',
      'createStaticHandler',
      'createMemoryRouter',
    ]) {
      expect(browserRouter, name).not.toHaveProperty(name);
    }
  });
});
