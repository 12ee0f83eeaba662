import { inlineCodeProblems } from '../../../formats/xliff/inline.ts';
import { translationCheck } from '../types.ts';

/**
 * The target must carry each inline code of the source once, paired codes opened before they close. Saving
 * refuses such a target, so this finds what a file brought in.
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
