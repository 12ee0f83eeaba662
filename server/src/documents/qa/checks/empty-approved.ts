import { translatesNothing } from '@tessera/shared/contract';
import { phrase, type QaCheck } from '../types.ts';

/** An approved segment that translates nothing (saving refuses it; a file can bring it). */
export const emptyApproved: QaCheck = {
  id: 'empty-approved',
  severity: 'error',
  test({ source, target, approved }) {
    return approved && translatesNothing(target, source) ? [phrase('qaEmptyApproved')] : null;
  },
};
