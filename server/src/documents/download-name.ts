/**
 * The name a translated download gets: a file of one language (JSON, ARB, YAML …) named for its source language
 * (`en.json`, `app_en.arb`, `messages.en.yml`) is named for the target language (`de.json`, `app_de.arb`),
 * written as the name writes it (`app_en.arb` → `app_de_AT.arb`, as Flutter names them). The language must stand alone in the name: `en` is not
 * found in `content.json`, `english.json` or `app_en_US.arb` (whose language is `en-US`).
 */
export function nameForTarget(fileName: string, source: string, target: string): string {
  const code = source
    .split('-')
    .map((part) => part.replace(/[^A-Za-z0-9]/g, ''))
    .join('[-_]');
  const standalone = new RegExp(`(?<![A-Za-z0-9])${code}(?![A-Za-z0-9]|[-_][A-Za-z0-9])`, 'gi');
  const last = [...fileName.matchAll(standalone)].at(-1);
  if (!last) return fileName;
  const underscored = last[0].includes('_') || fileName[last.index - 1] === '_';
  const written = underscored ? target.replace(/-/g, '_') : target;
  return fileName.slice(0, last.index) + written + fileName.slice(last.index + last[0].length);
}
