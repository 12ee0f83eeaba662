import type { QaCheckId, QaIssue } from '@tessera/shared/contract';
import { doubleSpaces } from './checks/double-spaces.ts';
import { edgeWhitespace } from './checks/edge-whitespace.ts';
import { emptyApproved } from './checks/empty-approved.ts';
import { emptyPairedCode } from './checks/empty-paired-code.ts';
import { endPunctuation } from './checks/end-punctuation.ts';
import { inconsistency } from './checks/inconsistency.ts';
import { inlineCodeOrder } from './checks/inline-code-order.ts';
import { inlineCodes } from './checks/inline-codes.ts';
import { length } from './checks/length.ts';
import { numbers } from './checks/numbers.ts';
import { sameAsSource } from './checks/same-as-source.ts';
import { spelling } from './checks/spelling.ts';
import { terminology } from './checks/terminology.ts';
import { deprecatedTerm, forbiddenTerm } from './checks/term-status.ts';
import { englishOf } from './english.ts';
import type { QaCheck, QaSegment } from './types.ts';

/** Every check, in the order the editor and the report list them (errors first). */
export const QA_CHECKS: readonly QaCheck[] = [
  emptyApproved,
  inlineCodes,
  emptyPairedCode,
  numbers,
  length,
  forbiddenTerm,
  inlineCodeOrder,
  terminology,
  deprecatedTerm,
  endPunctuation,
  edgeWhitespace,
  doubleSpaces,
  sameAsSource,
  inconsistency,
  spelling,
];

const byId = new Map(QA_CHECKS.map((check) => [check.id, check]));
export const qaCheck = (id: QaCheckId): QaCheck => byId.get(id)!;
export const qaCheckOrder = (id: QaCheckId) => QA_CHECKS.indexOf(qaCheck(id));

/** The findings of every check on a segment; warnings named in `ignored` are marked so. */
export function runQaChecks(
  segment: QaSegment,
  ignored: readonly string[] = [],
  checks: readonly QaCheck[] = QA_CHECKS,
): QaIssue[] {
  const issues: QaIssue[] = [];
  for (const check of checks) {
    const phrases = check.test(segment);
    if (phrases !== null) {
      issues.push({
        check: check.id,
        severity: check.severity,
        message: englishOf(phrases),
        phrases,
        ignored: check.severity === 'warning' && ignored.includes(check.id),
        ...(check.words ? { words: check.words(segment) } : {}),
      });
    }
  }
  return issues;
}
