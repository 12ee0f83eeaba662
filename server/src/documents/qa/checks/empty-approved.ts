import { translatesNothing } from '@tessera/shared/contract';
import type { QaCheck } from '../types.ts';

/** An approved segment that translates nothing (saving refuses it; a file can bring it). */
export const emptyApproved: QaCheck = {
  id: 'empty-approved',
  severity: 'error',
  message: 'Approved with an empty target',
  test({ source, target, approved }) {
    return approved && translatesNothing(target, source) ? 'The segment is approved but its target is empty' : null;
  },
};
