/**
 * Splits text around case-insensitive occurrences of `search` (what the records pages find: a substring of source
 * or target, case aside), for marking them. A blank search marks nothing.
 */
export function highlightRanges(text: string, search: string): Array<{ text: string; match: boolean }> {
  const needle = search.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const lower = text.toLowerCase();
  const out: Array<{ text: string; match: boolean }> = [];
  let at = 0;
  for (let found = lower.indexOf(needle); found !== -1; found = lower.indexOf(needle, at)) {
    if (found > at) out.push({ text: text.slice(at, found), match: false });
    out.push({ text: text.slice(found, found + needle.length), match: true });
    at = found + needle.length;
  }
  if (at < text.length) out.push({ text: text.slice(at), match: false });
  return out;
}

/** Text with the search marked (<mark>), as the records pages of glossaries and TMs show their search hits. */
export function Highlighted({ text, search }: { text: string; search: string }) {
  return (
    <>
      {highlightRanges(text, search).map((range, index) =>
        range.match ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0 text-inherit">
            {range.text}
          </mark>
        ) : (
          <span key={index}>{range.text}</span>
        ),
      )}
    </>
  );
}
