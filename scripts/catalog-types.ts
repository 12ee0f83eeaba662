/**
 * The TypeScript declaration beside each English catalog (`locales/en/kit.arb` → `kit.d.arb.ts`, which TypeScript
 * reads for an import of `./kit.arb`): the catalog's messages, each a named export with its description, as the
 * build compiles them (catalogs.ts). `node scripts/catalog-types.ts` writes them; the catalog test fails on one that
 * differs from its catalog.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { messagesOf } from './catalogs.ts';

const rootDir = join(import.meta.dirname, '..');

/** The source folders of the front-end apps: the shell, the kit and each remote. */
export const APP_SOURCES = [
  'shell/src',
  'shared/src',
  ...readdirSync(join(rootDir, 'remotes')).map((remote) => `remotes/${remote}/src`),
];

/** Every English catalog (`…/locales/en/<name>.arb`) under source folders of the repository, as absolute paths. */
export function englishCatalogsIn(sources: readonly string[]): string[] {
  return sources
    .flatMap((src) =>
      readdirSync(join(rootDir, src), { recursive: true, encoding: 'utf8' }).map((path) => join(rootDir, src, path)),
    )
    .filter((path) => path.endsWith('.arb') && basename(dirname(path)) === 'en')
    .sort();
}

export const declarationPathOf = (catalog: string) => catalog.replace(/\.arb$/, '.d.arb.ts');

// Words a declaration cannot name, though an export may be called so (`words.delete`).
const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await'.split(
    ' ',
  ),
);

/** A message's description in the catalog's metadata (`"@key": { "description": … }`). */
function descriptionOf(catalog: Record<string, unknown>, key: string): string | undefined {
  const about = catalog[`@${key}`] as { description?: unknown } | undefined;
  return typeof about?.description === 'string' ? about.description : undefined;
}

/** The declaration of an English catalog's module. */
export function declarationOf(arb: string, file: string): string {
  const lines = [
    `// The messages of ${basename(file)}, as its module exports them: written by scripts/catalog-types.ts.`,
    "import type { Message } from '@tessera/shared/i18n/catalog';",
  ];
  const type = `Message<'${basename(file, '.arb')}'>`;
  const catalog = JSON.parse(arb) as Record<string, unknown>;
  for (const key of Object.keys(messagesOf(arb, file))) {
    const description = descriptionOf(catalog, key);
    if (description) lines.push(`/** ${description.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */`);
    if (RESERVED.has(key)) lines.push(`declare const ${key}_: ${type};`, `export { ${key}_ as ${key} };`);
    else lines.push(`export declare const ${key}: ${type};`);
  }
  return `${lines.join('\n')}\n`;
}

if (import.meta.main) {
  // The server's e-mail catalogs are read at run time, not imported.
  for (const catalog of englishCatalogsIn(APP_SOURCES))
    writeFileSync(declarationPathOf(catalog), declarationOf(readFileSync(catalog, 'utf8'), catalog));
}
