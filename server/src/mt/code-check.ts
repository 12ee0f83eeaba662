import { splitInline, type InlineCode } from '@tessera/shared/contract';

const tag = (id: number) => `<x id="${id}"/>`;
const idsOf = (text: string) => splitInline(text).flatMap((part) => (typeof part === 'string' ? [] : [part.code]));

/**
 * What is wrong with the inline codes of a model's answer (code tokens, as `fromTagged` reads them) against the
 * segment's source, in the placeholder form the model was given, so that asking again can name it: codes
 * missing, not in the text, used twice, or a pair closing before it opens or crossing another. Standalone codes
 * may move freely (languages order words differently). Undefined when the answer can be inserted as it is.
 * `name` words a code for people instead (its label).
 */
export function codesProblem(
  source: string,
  answer: string,
  codes: readonly InlineCode[],
  name: (id: number) => string = tag,
): string | undefined {
  const wanted = idsOf(source);
  const used = idsOf(answer);
  const problems: string[] = [];
  const missing = wanted.filter((id) => !used.includes(id));
  if (missing.length) problems.push(`missing ${missing.map(name).join(' ')}`);
  const extra = [...new Set(used.filter((id) => !wanted.includes(id)))];
  if (extra.length) problems.push(`${extra.map(name).join(' ')} not in the text`);
  const repeated = [...new Set(used.filter((id, index) => wanted.includes(id) && used.indexOf(id) !== index))];
  if (repeated.length) problems.push(`${repeated.map(name).join(' ')} more than once`);
  if (problems.length > 0) return problems.join('; ');

  // The source is well nested: its opening and closing codes, matched by a stack, are the pairs.
  const partner = new Map<number, number>();
  const opened: number[] = [];
  for (const id of wanted) {
    const kind = codes[id - 1]?.kind;
    if (kind === 'open') opened.push(id);
    else if (kind === 'close' && opened.length > 0) {
      const open = opened.pop()!;
      partner.set(open, id);
      partner.set(id, open);
    }
  }
  const stack: number[] = [];
  for (const id of used) {
    if (!partner.has(id)) continue;
    if (codes[id - 1]?.kind === 'open') stack.push(id);
    else if (stack.pop() !== partner.get(id))
      return `the pair ${name(partner.get(id)!)}…${name(id)} closes before it opens or crosses another pair`;
  }
  return undefined;
}
