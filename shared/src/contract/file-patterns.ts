/**
 * Which files of a repository (or of a working copy, for the command-line tool) are a project's documents, and
 * where each language's translation of them lives: the `files:`, `languages:` and `ignore:` of `tessera.yml`,
 * Crowdin-style. Pure functions over relative paths with `/` separators, so the server's Git connection and the
 * `tessera` command share one reading of the same file.
 *
 * Source patterns are globs: `*` matches within one folder level, `?` one character, `**` any number of folders
 * (none too). A translation pattern names where one language's file goes, with placeholders taken from the
 * source file it translates: `{lang}` the language code as the repository spells it (repositoryLanguage), `{name}`
 * the file name without its extension, `{ext}` the extension without its dot, and `**` the folders the source
 * pattern's `**` matched.
 */
import { z } from 'zod';

/** One set of files: the source files a glob matches and where each language's translation of them goes. */
export const FileSet = z
  .object({
    source: z.string().trim().min(1).max(500),
    translation: z.string().trim().min(1).max(500),
  })
  .strict()
  .superRefine((set, context) => {
    const problem = patternProblem(set.source) ?? translationPatternProblem(set.translation);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
export type FileSet = z.infer<typeof FileSet>;

/** The project's codes mapped to the repository's spelling of them (`pt-BR: pt_BR`, `sr-Latn: b+sr+Latn`). */
export const LanguageSpellings = z.record(z.string().trim().min(1).max(50), z.string().trim().min(1).max(100));
export type LanguageSpellings = z.infer<typeof LanguageSpellings>;

/** The part of `tessera.yml` that says which files are documents. */
export const ProjectFiles = z.object({
  files: z.array(FileSet).min(1).max(100),
  languages: LanguageSpellings.optional(),
  ignore: z.array(z.string().trim().min(1).max(500)).max(100).optional(),
});
export type ProjectFiles = z.infer<typeof ProjectFiles>;

/** A source file a pattern matched, with what its translation paths are built from. */
export interface MatchedSource {
  /** The path as found, relative to the root. */
  path: string;
  /** The file set whose source pattern matched it (the first that did). */
  fileSet: FileSet;
  /** The file name without its last extension (`strings` of `strings.xml`, `app.en` of `app.en.yml`). */
  name: string;
  /** The last extension without its dot; empty when the name has none. */
  ext: string;
  /** The folders the source pattern's `**` matched, `/`-joined (empty when it has none or matched none). */
  folders: string;
  /**
   * How the path spells its own language: what stands where its translation pattern has `{lang}` (`en` of
   * `locales/en/app.json` for `locales/{lang}/{name}.json`); undefined when the path does not fit that pattern
   * (Android's `values/strings.xml` for `values-{lang}/strings.xml`).
   */
  language: string | undefined;
}

/** What spells a project's languages in a repository's paths. */
export interface RepositoryLanguages {
  /** The `languages:` map. */
  spellings?: LanguageSpellings;
  /** The project's target languages. */
  targets: readonly string[];
}

/** What is wrong with a source or ignore glob, or undefined when it can be used. */
export function patternProblem(pattern: string): string | undefined {
  const path = withoutLeadingSlash(pattern);
  if (path === '') return `"${pattern}" names no file`;
  if (path.split('/').some((part) => part === '..' || part === '.'))
    return `"${pattern}" leaves its folder (".." or "."): patterns are relative to the root`;
  if (path.includes('\\')) return `"${pattern}" holds a backslash: separate folders with "/"`;
  if (/\*\*[^/]|[^/]\*\*/.test(path)) return `"${pattern}": "**" must be a whole folder name ("a/**/b")`;
  return undefined;
}

/** What is wrong with a translation pattern, or undefined when it can be used. */
export function translationPatternProblem(pattern: string): string | undefined {
  const problem = patternProblem(pattern);
  if (problem) return problem;
  if (/[*?]/.test(pattern.replaceAll('**', '')))
    return `"${pattern}": a translation path may hold "**" but no other wildcard`;
  if (!pattern.includes('{lang}')) return `"${pattern}" has no {lang}: every language would write the same file`;
  const unknown = pattern.match(/\{(?!lang\}|name\}|ext\})[^}]*\}/);
  if (unknown) return `"${pattern}": ${unknown[0]} is not a placeholder ({lang}, {name}, {ext})`;
  return undefined;
}

const withoutLeadingSlash = (pattern: string) => pattern.trim().replace(/^\/+/, '');

const escapeForRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/** A glob as a regular expression over a whole path; its one capture group holds what a `**` matched. */
function globExpression(pattern: string): RegExp {
  const parts = withoutLeadingSlash(pattern).split('/');
  let expression = '';
  let captured = false;
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    if (part === '**') {
      // Only the first ** is captured: that is the one a translation's ** stands for.
      const folders = '(?:[^/]+/)*';
      expression += captured ? folders : `(${folders})`;
      captured = true;
      return;
    }
    expression += escapeForRegExp(part).replaceAll('*', '[^/]*').replaceAll('?', '[^/]') + (last ? '' : '/');
  });
  return new RegExp(`^${expression}$`, 'u');
}

/** Whether a path matches a glob (a source or an `ignore:` pattern). */
export function matchesGlob(path: string, pattern: string): boolean {
  return globExpression(pattern).test(path);
}

function splitName(path: string): { name: string; ext: string } {
  const fileName = path.slice(path.lastIndexOf('/') + 1);
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? { name: fileName, ext: '' } : { name: fileName.slice(0, dot), ext: fileName.slice(dot + 1) };
}

/**
 * The source files among `paths`: each path matched by a file set's source pattern and by no `ignore:` glob, with
 * the file set that matched it first. A path that is itself the translation of a matched source for one of
 * `targets` (the project's target codes) is left out, so `locales/**` style sources do not take translations
 * for sources. Sorted by path.
 */
export function matchSourceFiles(
  paths: readonly string[],
  config: ProjectFiles,
  targets: readonly string[] = [],
): MatchedSource[] {
  const ignored = (config.ignore ?? []).map(globExpression);
  const sets = config.files.map((fileSet) => ({ fileSet, expression: globExpression(fileSet.source) }));
  const matched: MatchedSource[] = [];
  for (const path of [...paths].sort()) {
    if (ignored.some((expression) => expression.test(path))) continue;
    for (const { fileSet, expression } of sets) {
      const found = expression.exec(path);
      if (!found) continue;
      const source = { path, fileSet, folders: (found[1] ?? '').replace(/\/$/, ''), ...splitName(path) };
      matched.push({ ...source, language: languageInPath(source) });
      break;
    }
  }
  const naming = { spellings: config.languages, targets };
  const translations = new Set(
    matched.flatMap((source) => targets.map((language) => translationPath(source, language, naming))),
  );
  return matched.filter((source) => !translations.has(source.path));
}

/** A region subtag: two letters or three digits (`DE`, `419`), Android's `rDE` too. */
const REGION = /^(?:r?[A-Za-z]{2}|[0-9]{3})$/;

/** Whether a language as a path spells it names a region: `en-US`, `en_US`, Android's `en-rUS`, `b+es+419`. */
const namesRegion = (spelling: string) =>
  spelling
    .split(/[-_+]/)
    .slice(1)
    .some((subtag) => REGION.test(subtag));

/** A language code without its region: `de-DE` → `de`, `zh-Hant-TW` → `zh-Hant` (the script stays). */
const withoutRegion = (code: string) =>
  code
    .split('-')
    .filter((subtag, index) => index === 0 || !REGION.test(subtag))
    .join('-');

/**
 * The repository's spelling of a project language in its paths, `sourceSpelling` being how the source file's
 * path spells the source language (undefined when it names none). The `languages:` map when it names the
 * language; else the repository's own style: where its source names its language without a region (`en.json`,
 * `locales/en/`, for an `en-US` project too) or names none (Android's `values/`), the code without its region
 * (`de-DE` → `de`), unless another file would then have that name (`pt-BR` beside `pt-PT`, `en-GB` beside an
 * `en` source); else the code itself.
 */
export function repositoryLanguage(
  language: string,
  sourceSpelling: string | undefined,
  { spellings = {}, targets }: RepositoryLanguages,
): string {
  const spelled = spellings[language];
  if (spelled) return spelled;
  if (sourceSpelling !== undefined && namesRegion(sourceSpelling)) return language;
  const short = withoutRegion(language);
  const others = targets.filter((other) => other !== language).map(withoutRegion);
  const taken = [sourceSpelling, ...others].some((other) => other?.toLowerCase() === short.toLowerCase());
  return taken ? language : short;
}

/** A matched source's translation pattern filled in, `{lang}` with `language` as written. */
function filledTranslation(source: Omit<MatchedSource, 'language'>, language: string): string {
  const folders = source.folders;
  return withoutLeadingSlash(source.fileSet.translation)
    .replaceAll('{lang}', language)
    .replaceAll('{name}', source.name)
    .replaceAll('{ext}', source.ext)
    .replaceAll('/**/', folders ? `/${folders}/` : '/')
    .replace(/^\*\*\//, folders ? `${folders}/` : '')
    .replace(/\/\*\*$/, folders ? `/${folders}` : '');
}

/** What stands where the source's translation pattern has `{lang}`, when its own path fits that pattern. */
function languageInPath(source: Omit<MatchedSource, 'language'>): string | undefined {
  const [first, ...rest] = filledTranslation(source, '\0').split('\0').map(escapeForRegExp);
  const expression = new RegExp(`^${first}([^/]+)${rest.join('\\1')}$`, 'u');
  return expression.exec(source.path)?.[1];
}

/** Where `language`'s translation of a matched source file goes, relative to the root. */
export function translationPath(source: MatchedSource, language: string, naming: RepositoryLanguages): string {
  return filledTranslation(source, repositoryLanguage(language, source.language, naming));
}
