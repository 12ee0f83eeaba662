import { canonicalLanguageCode, sameOrVariantLanguage } from '@tessera/shared/contract/plain';

/**
 * Language-pair resolution for TMX imports. Files spell languages loosely ('EN-US', 'en_us', 'en', 'iw' for
 * 'he'); users ask for 'en' when the file says 'en-US'. Tags are read in the contract's canonical form
 * (canonicalLanguageCode), matched case-insensitively, a variant accepted (sameOrVariantLanguage) for its base language (and the
 * reverse) when only one candidate fits, and the note always says what was chosen.
 */

/** Thrown when the file and the request cannot be reconciled; the message is meant for the user. */
export class LanguageChoiceError extends Error {
  override name = 'LanguageChoiceError';
}

export interface LanguagePairRequest {
  /** Languages the user asked for (either may be missing). */
  source?: string | undefined;
  target?: string | undefined;
  /** The TMX header's srclang; '*all*' means "any language may be source". */
  headerSourceLang?: string | undefined;
}

export interface LanguagePair {
  source: string;
  target: string;
  /** Human-readable account of the choice, e.g. "source en-US (requested en), target de (from the file)". */
  note: string;
}

/**
 * Picks the pair to import. `seen` counts, for the TUs read so far, how many TUs carry each (canonical) language,
 * in order of first appearance. Explicit requests win; then the header's srclang; otherwise the most common
 * languages (first seen wins ties).
 */
export function chooseLanguagePair(request: LanguagePairRequest, seen: Map<string, number>): LanguagePair {
  const languages = [...seen.keys()];
  if (languages.length === 0) throw new LanguageChoiceError('The file holds no translation units with languages');
  const byFrequency = [...languages].sort((a, b) => seen.get(b)! - seen.get(a)!);

  const header =
    request.headerSourceLang && request.headerSourceLang.trim() !== '*all*' ? request.headerSourceLang : undefined;
  let sourceNote: string;
  let source: string;
  if (request.source) {
    source = matchLanguage(request.source, languages, 'source');
    sourceNote = describe(source, request.source, 'requested');
  } else {
    ({ source, note: sourceNote } = sourceFromFile(header, request.target, languages, byFrequency));
  }

  const others = languages.filter((language) => language !== source);
  let target: string;
  let targetNote: string;
  if (request.target) {
    target = matchLanguage(request.target, others, 'target', languages);
    targetNote = describe(target, request.target, 'requested').replace(/^source/, 'target');
  } else {
    const candidates = byFrequency.filter((language) => language !== source);
    if (candidates.length === 0) {
      throw new LanguageChoiceError(`The file holds no language other than the source ${source}`);
    }
    target = candidates[0]!;
    targetNote =
      candidates.length === 1
        ? `target ${target} (from the file)`
        : `target ${target} (most common of ${candidates.join(', ')}; choose another with target_lang)`;
  }
  return { source, target, note: `${sourceNote}, ${targetNote}` };
}

/**
 * The source when the user named none: the header's srclang if the units use it (or one variant of it, or
 * the one language sharing its primary subtag: srclang en-GB in a file of en-US units), unless that is the
 * target the user asked for; otherwise the most common language other than that target. The header is a
 * hint, often stale: it never fails an import on its own.
 */
function sourceFromFile(
  header: string | undefined,
  requestedTarget: string | undefined,
  languages: string[],
  byFrequency: string[],
): { source: string; note: string } {
  const target = requestedTarget ? findLanguage(requestedTarget, languages) : undefined;
  const exact = header ? findLanguage(header, languages) : undefined;
  const fromHeader = header ? (exact ?? samePrimaryLanguage(header, languages)) : undefined;
  if (header && fromHeader && fromHeader !== target) {
    const note = exact
      ? describe(fromHeader, header, "the file's srclang")
      : `source ${fromHeader} (the file's srclang ${header} is not used by its units; ${fromHeader} is the same language)`;
    return { source: fromHeader, note };
  }
  const candidates = byFrequency.filter((language) => language !== target);
  if (candidates.length === 0)
    throw new LanguageChoiceError(`The file holds no language other than the target ${target}`);
  const source = candidates[0]!;
  const why = !header
    ? 'most common language in the file'
    : fromHeader
      ? `most common language in the file; its srclang ${header} is the requested target`
      : `most common language in the file; its srclang ${header} does not single out one of its languages`;
  return { source, note: `source ${source} (${why})` };
}

/** The file's language for a tag: the same one, or its only variant (en -> en-US, en-US -> en); else undefined. */
function findLanguage(wanted: string, candidates: string[]): string | undefined {
  const canonical = canonicalLanguageCode(wanted);
  const exact = candidates.find((language) => language.toLowerCase() === canonical.toLowerCase());
  if (exact) return exact;
  const variants = candidates.filter((language) => sameOrVariantLanguage(language, canonical));
  return variants.length === 1 ? variants[0] : undefined;
}

/** The only language with the same primary subtag (en-GB -> en-US), if exactly one. */
function samePrimaryLanguage(wanted: string, candidates: string[]): string | undefined {
  const primary = canonicalLanguageCode(wanted).split('-')[0]!;
  const same = candidates.filter((language) => language.split('-')[0] === primary);
  return same.length === 1 ? same[0] : undefined;
}

function describe(chosen: string, asked: string, origin: string): string {
  return chosen.toLowerCase() === canonicalLanguageCode(asked).toLowerCase()
    ? `source ${chosen}`
    : `source ${chosen} (${origin} ${asked})`;
}

function matchLanguage(wanted: string, candidates: string[], role: string, all: string[] = candidates): string {
  const canonical = canonicalLanguageCode(wanted);
  const exact = candidates.find((language) => language.toLowerCase() === canonical.toLowerCase());
  if (exact) return exact;
  const variants = candidates.filter((language) => sameOrVariantLanguage(language, canonical));
  if (variants.length === 1) return variants[0]!;
  if (variants.length > 1) {
    throw new LanguageChoiceError(
      `The ${role} language ${wanted} is ambiguous in this file (${variants.join(', ')}); choose one of them`,
    );
  }
  throw new LanguageChoiceError(`The ${role} language ${wanted} is not in the file (it has ${all.join(', ')})`);
}
