import { splitInline } from '@tessera/shared/contract/segment-text';
import type { InlineCode } from '@tessera/shared/contract';

/*
 * The rule of a segment's inline codes, whatever format they come from: a code is a token in the segment's text
 * (`inlineToken`) standing for the markup it replaces (`InlineCode`), and a target must carry its source's codes
 * in an order its file can hold. Saving, QA, pre-translation, TM markup and MT all ask it here.
 */

/**
 * Checks that a target carries the source's inline codes exactly once each, pairs opened before they close
 * and properly nested. Returns human-readable problems (empty when fine). An empty target is always fine:
 * it means "not translated yet". QA reports these; pre-translation, TM markup and MT take only a target
 * without any.
 */
export function inlineCodeProblems(source: string, target: string, codes: readonly InlineCode[]): string[] {
  return codeProblems(source, target, codes, true);
}

/**
 * What keeps a target's inline codes from being written back into the file: codes the source lacks, a code
 * used twice, one half of a pair without the other, pairs closing before they open or crossing. Codes left
 * out whole (a standalone one, or both halves of a pair) are not among them: the file holds the target
 * without them, and QA (`inline-codes`) reports them missing. Saving refuses a target with these problems.
 */
export function unwritableCodeProblems(source: string, target: string, codes: readonly InlineCode[]): string[] {
  return codeProblems(source, target, codes, false);
}

/** One kind of problem with a target's codes, and the labels of the codes it is about. */
export interface CodeProblem {
  kind: 'missing' | 'extra' | 'repeated' | 'half-pair' | 'crossed';
  /** For a half pair: each half followed by its missing partner. */
  labels: string[];
}

/** The problems `inlineCodeProblems` says in English, as kinds and labels (the QA check says them in any language). */
export function inlineCodeFindings(source: string, target: string, codes: readonly InlineCode[]): CodeProblem[] {
  return codeFindings(source, target, codes, true);
}

function codeProblems(source: string, target: string, codes: readonly InlineCode[], missingToo: boolean): string[] {
  return codeFindings(source, target, codes, missingToo).map(({ kind, labels }) => {
    switch (kind) {
      case 'missing':
        return `missing inline codes: ${labels.join(' ')}`;
      case 'extra':
        return `inline codes not in the source: ${labels.join(' ')}`;
      case 'repeated':
        return `inline codes used more than once: ${labels.join(' ')}`;
      case 'half-pair': {
        const pairs = labels.flatMap((label, index) => (index % 2 ? [] : [`${label} without ${labels[index + 1]}`]));
        return `half a pair of inline codes: ${pairs.join(', ')}`;
      }
      case 'crossed':
        return `inline code ${labels[0]} closes before it opens or crosses another pair`;
    }
  });
}

function codeFindings(
  source: string,
  target: string,
  codes: readonly InlineCode[],
  missingToo: boolean,
): CodeProblem[] {
  if (target.trim() === '') return [];
  const wanted = splitInline(source).flatMap((part) => (typeof part === 'string' ? [] : [part.code]));
  const used = splitInline(target).flatMap((part) => (typeof part === 'string' ? [] : [part.code]));
  const labelOf = (id: number) => codes[id - 1]?.label ?? `#${id}`;
  const pairOf = pairsOf(codes);
  const problems: CodeProblem[] = [];
  if (missingToo) {
    const missing = wanted.filter((id) => !used.includes(id));
    if (missing.length) problems.push({ kind: 'missing', labels: missing.map(labelOf) });
  }
  const extra = used.filter((id) => !wanted.includes(id));
  if (extra.length) problems.push({ kind: 'extra', labels: extra.map(labelOf) });
  const repeated = [...new Set(used.filter((id, index) => used.indexOf(id) !== index))];
  if (repeated.length) problems.push({ kind: 'repeated', labels: repeated.map(labelOf) });
  if (!missingToo) {
    // (With missing codes counted, a lone half's partner is among them.)
    const halves = [...new Set(used)].filter(
      (id) => wanted.includes(id) && pairOf.has(id) && !used.includes(pairOf.get(id)!),
    );
    if (halves.length)
      problems.push({ kind: 'half-pair', labels: halves.flatMap((id) => [labelOf(id), labelOf(pairOf.get(id)!)]) });
  }
  if (problems.length === 0) {
    const stack: number[] = [];
    for (const id of used) {
      const code = codes[id - 1];
      if (!code || !pairOf.has(id)) continue;
      if (code.kind === 'open') stack.push(id);
      else if (stack.pop() !== pairOf.get(id)) {
        problems.push({ kind: 'crossed', labels: [code.label] });
        break;
      }
    }
  }
  return problems;
}

/** Paired codes (the two halves of one element share a label number): each half's id to its partner's. */
export function pairsOf(codes: readonly InlineCode[]): Map<number, number> {
  const pairs = new Map<number, number>();
  for (const open of codes) {
    if (open.kind !== 'open') continue;
    const close = codes.find((c) => c.kind === 'close' && c.label === `</${open.label.slice(1)}`);
    if (close) {
      pairs.set(open.id, close.id);
      pairs.set(close.id, open.id);
    }
  }
  return pairs;
}
