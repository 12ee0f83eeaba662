import type { DocumentFormatType } from '@tessera/shared/contract';
import { repositoryLanguage, type RepositoryLanguages } from '@tessera/shared/contract/file-patterns';

/** The languages a translated file is named by: its document's, and how its project's files spell them. */
export interface FileLanguages extends RepositoryLanguages {
  source: string;
  target: string;
}

/**
 * The name a translated download gets: a file of one language (JSON, ARB, YAML …) named for its source language
 * (`en.json`, `app_en.arb`, `messages.en.yml`) is named for the target language (`de.json`, `app_de.arb`),
 * written as the name writes it (`app_en_US.arb` → `app_de_AT.arb`, as Flutter names them), with a region only
 * where the source's name has one (repositoryLanguage: `en.json` → `de.json` for `de-DE`). The language must stand
 * alone in the name: `en` is not found in `content.json`, `english.json` or `app_en_US.arb` with an `en` source.
 * A source with a region (`en-US`) is found with or without it: `en.json` is the source's file whatever its region.
 */
export function nameForTarget(fileName: string, languages: FileLanguages): string {
  const { source } = languages;
  const found =
    standaloneCode(fileName, source) ?? (source.includes('-') ? standaloneCode(fileName, primary(source)) : null);
  if (!found) return fileName;
  const spelled = repositoryLanguage(languages.target, found.text, languages);
  const underscored = found.text.includes('_') || fileName[found.index - 1] === '_';
  const written = underscored ? spelled.replace(/-/g, '_') : spelled;
  return fileName.slice(0, found.index) + written + fileName.slice(found.index + found.text.length);
}

/** The last place `code` (any separator, any case) stands alone in `name`: no letter or subtag joined to it. */
function standaloneCode(name: string, code: string): { index: number; text: string } | null {
  const pattern = code
    .split(/[-_]/)
    .map((part) => part.replace(/[^A-Za-z0-9]/g, ''))
    .join('[-_]');
  const standalone = new RegExp(`(?<![A-Za-z0-9])${pattern}(?![A-Za-z0-9]|[-_][A-Za-z0-9])`, 'gi');
  const last = [...name.matchAll(standalone)].at(-1);
  return last ? { index: last.index, text: last[0] } : null;
}

const primary = (tag: string) => tag.split(/[-_]/)[0]!;

/** What naming a file takes of its format (formats/document.ts). */
export interface NamedFormat {
  type: DocumentFormatType;
  monolingual: boolean;
  targetFileName?(fileName: string, target: string): string;
}

/**
 * Where a translated file goes in a repository laid out by its platform's convention, from where its source file
 * is (`path`, folders with `/`): Android's `values/strings.xml` → `values-de/strings.xml` (`values-pt-rBR`,
 * `values-b+sr+Latn`), Apple's `en.lproj/Localizable.strings` (or `Base.lproj`) → `de.lproj/…`, a one-language
 * file or folder named for the source language (`en.json`, `locales/en/app.json`) named for the target, a name
 * the format gives translations (`Strings.resx` → `Strings.de.resx`). A path that then names no language gets the
 * target's folder (`de/guide.xlf`), so that the files of several languages never collide. Where the source's name
 * or folder names its language or follows its platform's default (`values/`, `Base.lproj`), the target's code is
 * spelled as the repository's (repositoryLanguage: `en.json` → `de.json` for `de-DE`, `en-US.json` → `de-DE.json`).
 */
export function targetPath(path: string, format: NamedFormat, languages: FileLanguages): string {
  const folders = path.split('/');
  const fileName = folders.pop()!;
  if (format.type === 'ANDROID') return [...androidFolders(folders, languages), fileName].join('/');
  if (format.type === 'STRINGS' || format.type === 'STRINGSDICT')
    return [...appleFolders(folders, languages), fileName].join('/');
  if (format.monolingual) {
    const renamed = nameForTarget(fileName, languages);
    if (renamed !== fileName) return [...folders, renamed].join('/');
    const folder = folders.findLastIndex((name) => nameForTarget(name, languages) !== name);
    if (folder >= 0) return folders.with(folder, nameForTarget(folders[folder]!, languages)).concat(fileName).join('/');
  }
  // A file that names no language (a bilingual one, a template): its target's code as the project has it.
  const { target } = languages;
  const named = [...folders, format.targetFileName?.(fileName, target) ?? fileName].join('/');
  return standaloneCode(named, target) ? named : [...folders, target, named.split('/').pop()!].join('/');
}

/** Android resource folders: the last `values…` folder takes the target's language qualifier. */
function androidFolders(folders: string[], languages: FileLanguages): string[] {
  const at = folders.findLastIndex((name) => /^values(?:-|$)/.test(name));
  const qualifiers = at < 0 ? [] : folders[at]!.split('-').slice(1);
  const isLanguage = (qualifier: string, index: number) => isAndroidLanguage(qualifier, qualifiers[index - 1]);
  const sourceSpelling = qualifiers.filter(isLanguage).join('-') || undefined;
  const language = androidQualifier(repositoryLanguage(languages.target, sourceSpelling, languages));
  if (at < 0) return [...folders, `values-${language}`];
  const others = qualifiers.filter((qualifier, index) => !isLanguage(qualifier, index));
  const named = [...folders];
  named[at] = ['values', language, ...others].join('-');
  return named;
}

/** Whether a qualifier is a language (`de`, `b+sr+Latn`) or the region after one (`rBR`). */
function isAndroidLanguage(qualifier: string, previous: string | undefined): boolean {
  if (/^[a-z]{2,3}$/.test(qualifier) || qualifier.startsWith('b+')) return true;
  return /^r[A-Z]{2}$/.test(qualifier) && previous !== undefined && /^[a-z]{2,3}$/.test(previous);
}

/**
 * A language as Android's resource qualifier writes it: `de`, `pt-rBR` where the legacy form holds it (a two-letter
 * language and region), else BCP 47 in the `b+` form (`b+sr+Latn`, `b+es+419`, `b+fil`).
 */
export function androidQualifier(tag: string): string {
  const [language = tag, ...subtags] = tag.split(/[-_]/);
  const lower = language.toLowerCase();
  if (subtags.length === 0 && lower.length === 2) return lower;
  if (lower.length === 2 && subtags.length === 1 && /^[A-Za-z]{2}$/.test(subtags[0]!))
    return `${lower}-r${subtags[0]!.toUpperCase()}`;
  return ['b', lower, ...subtags].join('+');
}

/** Apple's `.lproj` folders: the source's (or `Base.lproj`) becomes the target's; none, the target's is added. */
function appleFolders(folders: string[], languages: FileLanguages): string[] {
  const at = folders.findLastIndex(
    (name) => /\.lproj$/i.test(name) && (/^base\.lproj$/i.test(name) || nameForTarget(name, languages) !== name),
  );
  const named = [...folders];
  const sourceFolder = at < 0 || /^base\.lproj$/i.test(folders[at]!) ? undefined : folders[at]!;
  const target = repositoryLanguage(languages.target, sourceFolder?.replace(/\.lproj$/i, ''), languages);
  if (at < 0) named.push(`${target}.lproj`);
  else named[at] = `${target}.lproj`;
  return named;
}
