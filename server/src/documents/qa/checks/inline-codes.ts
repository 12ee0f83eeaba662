import type { QaPhraseKey } from '@tessera/shared/contract';
import { inlineCodeFindings, type CodeProblem } from '../../../formats/inline-codes.ts';
import { phrase, translationCheck } from '../types.ts';

/** The QA phrase of each problem a target's codes can have here (half pairs are among the missing codes). */
const PHRASES: Record<Exclude<CodeProblem['kind'], 'half-pair'>, QaPhraseKey> = {
  missing: 'qaCodesMissing',
  extra: 'qaCodesExtra',
  repeated: 'qaCodesRepeated',
  crossed: 'qaCodesCrossed',
};

/**
 * The target must carry each inline code of the source once, paired codes opened before they close. Saving
 * refuses only codes the file cannot take back (foreign, repeated, half a pair, crossed); a target that leaves
 * codes out whole is saved, and this reports them missing (as it reports whatever a file brought in). Being
 * an error, it keeps a Ctrl+Enter with `unless_qa_errors` from confirming the segment.
 */
export const inlineCodes = translationCheck({
  id: 'inline-codes',
  severity: 'error',
  test({ source, target, codes }) {
    const problems = inlineCodeFindings(source, target, codes).filter((problem) => problem.kind !== 'half-pair');
    if (problems.length === 0) return null;
    return problems.map(({ kind, labels }) =>
      kind === 'crossed'
        ? phrase('qaCodesCrossed', { code: labels[0]! })
        : phrase(PHRASES[kind as Exclude<typeof kind, 'half-pair'>], { codes: labels.join(' ') }),
    );
  },
});
