/** "1 document", "2 documents": a count with its noun in the right number. */
export const countOf = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
