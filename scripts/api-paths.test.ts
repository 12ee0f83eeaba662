/**
 * An API path is written once, in the contract's route table (`shared/src/contract/routes.ts`): the server registers
 * its routes from it, the shared client calls them through it and the msw mocks answer them by it. A path written
 * anywhere else would drift from the table unseen, so the source is scanned for one:
 * - in the client (`shared/src/api`), the mocks and the server, any string that starts like an API path (its first
 *   segment is one of the table's: `'/glossary/'`, `` `/document/${id}` ``), with or without `/api` in front;
 * - in the screens (the remotes, the shell and the rest of `shared`), any string that starts with `/api/`: their own
 *   screen paths (`/glossary/:id`) look like API paths but are not.
 * Tests and test helpers are not scanned: they call the API as a client from outside would, by its URLs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../shared/src/contract/routes.ts';

const root = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST_CODE = /\.test[.-]|(^|[/\\])test([/\\]|-)|test-helpers|harness\.ts$|renderScreen|testing\.tsx?$/;
const CONTRACT_TABLE = join('shared', 'src', 'contract', 'routes.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.parentPath.split(sep).includes('node_modules'),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !TEST_CODE.test(file) && file !== CONTRACT_TABLE);
}

/** The first segments of the table's paths: `glossary`, `translation_memory`, `user`, … */
const SEGMENTS = [
  ...new Set(Object.values(routes).flatMap((domain) => Object.values(domain).map((r) => r.path.split('/')[1]!))),
];
const QUOTE = `['"\`]`;
const segment = `(?:${SEGMENTS.join('|')})(?![\\w-])`;
/** A string that starts like an API path, `/api` in front or not. */
const API_PATH = new RegExp(`${QUOTE}\\*?(?:/api)?/${segment}`, 'g');
/** A string that starts with `/api/` and an API segment. */
const PREFIXED_API_PATH = new RegExp(`${QUOTE}\\*?/api/${segment}`, 'g');

/** `file:line: text` of each match of `pattern` in the file. */
export function pathsIn(file: string, source: string, pattern: RegExp): string[] {
  return source
    .split('\n')
    .flatMap((line, index) => [...line.matchAll(pattern)].map(() => `${file}:${index + 1}: ${line.trim()}`));
}

function findings(dirs: string[], pattern: RegExp, exclude: string[] = []): string[] {
  return dirs
    .flatMap(sourceFiles)
    .filter((file) => !exclude.some((dir) => file.startsWith(dir)))
    .flatMap((file) => pathsIn(file, readFileSync(join(root, file), 'utf8'), pattern));
}

const CALLERS = ['shared/src/api', 'shared/src/mocks', 'server/src'];
const SCREENS = ['shared/src', 'shell/src', ...readdirSync(join(root, 'remotes')).map((name) => `remotes/${name}/src`)];

describe('API paths live in the contract only', () => {
  it('knows the API from the route table', () => {
    expect(SEGMENTS).toEqual(expect.arrayContaining(['glossary', 'translation_memory', 'user', 'users', 'health']));
  });

  it('recognises a path written out, and leaves other strings alone', () => {
    const source = [
      "api.get('/glossary/')",
      'api.get(`/translation_memory/${id}/records`)',
      "fetch('/api/users/')",
      "http.get('*/api/health', resolve)",
      "navigate('/glossaryish')",
      "const url = '/remotes.json'",
    ].join('\n');
    expect(pathsIn('a.ts', source, API_PATH)).toEqual([
      "a.ts:1: api.get('/glossary/')",
      'a.ts:2: api.get(`/translation_memory/${id}/records`)',
      "a.ts:3: fetch('/api/users/')",
      "a.ts:4: http.get('*/api/health', resolve)",
    ]);
    expect(pathsIn('a.ts', "navigate(`/glossary/${id}`)\nget('/api/glossary/')", PREFIXED_API_PATH)).toEqual([
      "a.ts:2: get('/api/glossary/')",
    ]);
  });

  it('finds none in the client, the mocks or the server', () => {
    expect(findings(CALLERS, API_PATH)).toEqual([]);
  });

  it('finds no /api path in the screens', () => {
    expect(findings(SCREENS, PREFIXED_API_PATH, CALLERS)).toEqual([]);
  });
});
