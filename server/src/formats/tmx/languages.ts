/**
 * Language-pair resolution for TMX imports. Files spell languages loosely ('EN-US', 'en_us', 'en'); users ask
 * for 'en' when the file says 'en-US'. We match case-insensitively, accept a variant for its base language
 * (and the reverse) when only one candidate fits, and always say what was chosen.
 */

/** Thrown when the file and the request cannot be reconciled; the message is meant for the user. */
export class LanguageChoiceError extends Error {
  override name = 'LanguageChoiceError';
}

/** Canonical case for a language tag: 'en_us' -> 'en-US', 'ZH-hant-tw' -> 'zh-Hant-TW'. */
export function canonicalLanguage(tag: string): string {
  const parts = tag.trim().replace(/_/g, '-').split('-').filter(Boolean);
  return parts
    .map((part, index) => {
      if (index === 0) return part.toLowerCase();
      if (part.length === 2 && /^[a-z]+$/i.test(part)) return part.toUpperCase();
      if (part.length === 4 && /^[a-z]+$/i.test(part)) return part[0]!.toUpperCase() + part.slice(1).toLowerCase();
      return part.toLowerCase();
    })
    .join('-');
}

/** 'en' matches 'en-US' and 'en-US' matches 'en' (one is a prefix of the other by whole subtags). */
function isVariantOf(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x.startsWith(`${y}-`) || y.startsWith(`${x}-`);
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

  const header = request.headerSourceLang && request.headerSourceLang.trim() !== '*all*' ? request.headerSourceLang : undefined;
  let sourceNote: string;
  let source: string;
  if (request.source) {
    source = matchLanguage(request.source, languages, 'source');
    sourceNote = describe(source, request.source, 'requested');
  } else if (header) {
    source = matchLanguage(header, languages, 'source');
    sourceNote = describe(source, header, "the file's srclang");
  } else {
    source = byFrequency[0]!;
    sourceNote = `source ${source} (most common language in the file)`;
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

function describe(chosen: string, asked: string, origin: string): string {
  return chosen.toLowerCase() === canonicalLanguage(asked).toLowerCase()
    ? `source ${chosen}`
    : `source ${chosen} (${origin} ${asked})`;
}

function matchLanguage(wanted: string, candidates: string[], role: string, all: string[] = candidates): string {
  const canonical = canonicalLanguage(wanted);
  const exact = candidates.find((language) => language.toLowerCase() === canonical.toLowerCase());
  if (exact) return exact;
  const variants = candidates.filter((language) => isVariantOf(language, canonical));
  if (variants.length === 1) return variants[0]!;
  if (variants.length > 1) {
    throw new LanguageChoiceError(
      `The ${role} language ${wanted} is ambiguous in this file (${variants.join(', ')}); choose one of them`,
    );
  }
  throw new LanguageChoiceError(
    `The ${role} language ${wanted} is not in the file (it has ${all.join(', ')})`,
  );
}
