/**
 * The server's READMEs as the code is: every domain folder of `server/src/` has its row in server/README.md's
 * table and its place in the root README's architecture diagram, and both list the domains from the top down, each
 * importing only those below it (the running code's imports, as scripts/imports.ts reads them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';
import { domainImports, readTree, root } from './imports.ts';

/** Folders of server/src that hold tests alone (app/: the whole API's) or the harness (test/): no domain. */
const NOT_DOMAINS = new Set(['app', 'test']);

const serverReadme = readFileSync(join(root, 'server', 'README.md'), 'utf8');
const rootReadme = readFileSync(join(root, 'README.md'), 'utf8');

function domainFolders(): string[] {
  return readdirSync(join(root, 'server', 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_DOMAINS.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The folders of server/README.md's table (its `src/<name>/` rows), in the table's order. */
export function tableDomains(readme: string): string[] {
  return [...readme.matchAll(/^\| `src\/([\w-]+)\/` \|/gm)]
    .map((match) => match[1]!)
    .filter((name) => !NOT_DOMAINS.has(name));
}

/**
 * The rows of the diagram's server part, each the domains it names: the lines after "domains (" up to the next rule
 * of the diagram; a row starts at its first line or at `→`, and a line starting with `·` goes on with it.
 */
export function diagramRows(readme: string): string[][] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.trim().startsWith('domains ('));
  if (start < 0) return [];
  const rows: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const text = line.trim();
    if (text === '' || text.startsWith('─') || text.startsWith('```')) break;
    if (text.startsWith('·') && rows.length > 0) rows[rows.length - 1] += ` ${text}`;
    else rows.push(text.replace(/^→\s*/, ''));
  }
  return rows.map((row) =>
    row
      .replace(/\([^)]*\)/g, '')
      .split('·')
      .map((part) => part.trim().split(/\s+/)[0]!)
      .filter(Boolean),
  );
}

/** Where a domain stands among rows of domains (0 the top), or undefined when no row names it. */
export const rankIn = (rows: readonly (readonly string[])[]) => (domain: string) => {
  const row = rows.findIndex((names) => names.includes(domain));
  return row < 0 ? undefined : row;
};

/** The imports that run upward or sideways in an order of domains: `from -> to` where `to` is not below `from`. */
export function importsNotDownward(rankOf: (domain: string) => number | undefined, arrows: Iterable<string>): string[] {
  return [...arrows].filter((arrow) => {
    const [from, to] = arrow.split(' -> ') as [string, string];
    const [above, below] = [rankOf(from), rankOf(to)];
    return above !== undefined && below !== undefined && below <= above;
  });
}

describe('the server READMEs', () => {
  const arrows = [...domainImports(readTree(['server/src'], 'server/src')).keys()];

  it('read a diagram into rows of domains and find an import that does not run down', () => {
    const readme = [
      '```',
      ' server/',
      '   domains (src/<domain>/), a row importing only the rows below it:',
      '     git (pull, push)',
      '     → projects (analysis) · scim (provisioning by Entra ID, Okta)',
      '     → formats (readers: XLIFF, Office)',
      '       · plugins (errors) · outbound',
      ' ────────',
      ' PostgreSQL',
    ].join('\n');
    const rows = diagramRows(readme);
    expect(rows).toEqual([['git'], ['projects', 'scim'], ['formats', 'plugins', 'outbound']]);
    expect(
      importsNotDownward(rankIn(rows), ['git -> scim', 'scim -> projects', 'plugins -> git', 'formats -> test']),
    ).toEqual(['scim -> projects', 'plugins -> git']);
    expect(tableDomains('| `src/app.ts` | the app |\n| `src/git/` | pulls |\n| `src/test/` | harness |')).toEqual([
      'git',
    ]);
  });

  it('give every domain folder a row of server/README.md, from the top down', () => {
    const table = tableDomains(serverReadme);
    expect([...table].sort()).toEqual(domainFolders());
    expect(
      importsNotDownward((domain) => (table.includes(domain) ? table.indexOf(domain) : undefined), arrows),
    ).toEqual([]);
  });

  it('place every domain folder in the architecture diagram, each row importing only the rows below', () => {
    const rows = diagramRows(rootReadme);
    expect(rows.flat().sort()).toEqual(domainFolders());
    expect(importsNotDownward(rankIn(rows), arrows)).toEqual([]);
  });

  it('start the server by hand with the flags npm start gives it', () => {
    const byHand = /`(node --[^`]*server\/src\/main\.ts)`/.exec(serverReadme.replace(/\n/g, ' '))?.[1];
    expect(byHand?.split(/\s+/).filter((word) => word.startsWith('--'))).toEqual(SERVER_NODE_FLAGS);
  });
});
