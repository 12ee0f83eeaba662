/** Words of a text: runs of letters/digits; every CJK ideograph or kana counts as one word. */
export function countWords(text: string): number {
  // ASCII text (most segments) is counted in one character loop, branch-free with a table (about twice as
  // fast as comparisons); the Unicode-aware pattern runs only when needed.
  let count = 0;
  let previous = 0;
  for (let i = 0, length = text.length; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) return countUnicodeWords(text);
    const word = ASCII_WORD[c]!;
    count += word & ~previous; // a word character after a non-word one starts a word
    previous = word;
  }
  return count;
}
/** 1 for the ASCII letters and digits, 0 for every other ASCII character. */
const ASCII_WORD = Uint8Array.from({ length: 128 }, (_, c) =>
  (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) ? 1 : 0,
);
function countUnicodeWords(text: string): number {
  let count = 0;
  UNICODE_WORD.lastIndex = 0;
  while (UNICODE_WORD.exec(text)) count++;
  return count;
}
const UNICODE_WORD =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{P}\p{S}]+/gu;
