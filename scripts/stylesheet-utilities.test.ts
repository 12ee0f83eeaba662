/**
 * Tailwind makes a utility of every word of a scanned file that names one, prose and code included: `.filter(`
 * gives `.filter` and its ~10 `@property` rules. Every utility of an app's stylesheet must be a class name that a
 * string of the apps' sources holds; the kit's sheet (shared/src/ui/styles.css) lists the words to leave out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileBase } from './stylesheet-extras.ts';

const rootDir = join(import.meta.dirname, '..');
const sourceFolders = [
  'shared/src',
  'shell/src',
  ...readdirSync(join(rootDir, 'remotes')).map((r) => `remotes/${r}/src`),
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(rootDir, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(rootDir, folder, file));
}

/**
 * Comments, then string and template literals, left to right: a quote in a comment is no string. A quote of JSX
 * text (an apostrophe) may pair wrongly, but a quoted string never spans lines, so only that line is misread.
 */
const commentOrString = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"((?:\\.|[^"\\\n])*)"|'((?:\\.|[^'\\\n])*)'|`((?:\\.|[^`\\])*)`/g;

/** Every whitespace-separated word of every string and template literal of the apps' sources: where class names are. */
function wordsOfStrings(): Set<string> {
  const words = new Set<string>();
  for (const file of sourceFolders.flatMap(sourceFiles))
    for (const [, ...literals] of readFileSync(file, 'utf8').matchAll(commentOrString))
      for (const text of literals) for (const word of text?.split(/[\s'"`${}]+/) ?? []) words.add(word);
  return words;
}

/** A CSS identifier as written in a selector, unescaped (`md\\:px-8`, `\\32 xl\\:w-4`). */
const unescape = (identifier: string) =>
  identifier.replace(/\\([\da-f]{1,6}) ?|\\(.)/gi, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );

/** The class names the utilities layer of an app's compiled stylesheet has rules for. */
async function utilityClasses(stylesheet: string): Promise<Set<string>> {
  const root = await compileBase(join(rootDir, stylesheet));
  const classes = new Set<string>();
  root.walkAtRules('layer', (layer) => {
    if (layer.params !== 'utilities') return;
    layer.walkRules((rule) => {
      for (const [, name] of rule.selector.matchAll(/\.((?:\\[\da-f]{1,6} ?|\\.|[\w-])+)/gi))
        classes.add(unescape(name));
    });
  });
  return classes;
}

describe("the apps' stylesheets", () => {
  it.each([
    'shell/src/styles.css',
    ...sourceFolders.filter((f) => f.startsWith('remotes/')).map((f) => `${f}/styles.css`),
  ])(
    '%s has rules only for class names that a string of the sources holds (not for words of code or comments)',
    async (stylesheet) => {
      const words = wordsOfStrings();
      const unnamed = [...(await utilityClasses(stylesheet))].filter((name) => !words.has(name));
      expect(unnamed).toEqual([]);
    },
  );
});
