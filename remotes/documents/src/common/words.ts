/**
 * "1 document", "2 documents": a count with its noun in the right number, in English only.
 * @deprecated English word order and plural: a message of the caller's catalog with a plural
 * (`{count, plural, one {# document} other {# documents}}`) says it in every language.
 */
export const countOf = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
