import { inlineCodeProblems } from '../../../formats/inline-codes.ts';
import { translationCheck } from '../types.ts';

/**
 * The target must carry each inline code of the source once, paired codes opened before they close. Saving
 * refuses only codes the file cannot take back (foreign, repeated, half a pair, crossed); a target that leaves
 * codes out whole is saved, and this reports them missing (as it reports whatever a file brought in). Being
 * an error, it keeps a Ctrl+Enter with `unless_qa_errors` from confirming the segment.
 */
export const inlineCodes = translationCheck({
  id: 'inline-codes',
  severity: 'error',
  message: 'Inline codes missing, extra or badly nested',
  test({ source, target, codes }) {
    const problems = inlineCodeProblems(source, target, codes);
    return problems.length > 0 ? `Inline codes do not match the source: ${problems.join('; ')}` : null;
  },
});
