import type { SegmentVersion } from '@tessera/shared/contract';
import { statusLabel, statusTitle } from '../statusWords.ts';

type ConfirmationChange = { words: string; tone: 'success' | 'warning' };

/**
 * What a version did to the segment's confirmation, in the words of the status badges, or null when it left it
 * as it was. A reviewer's confirmation counts over the translator's it may bring along, and a rejection reads as
 * the translator's confirmation taken back, which is what the translator has to do again.
 */
export function confirmationChange(version: SegmentVersion): ConfirmationChange | null {
  if (version.new_reviewed && !version.old_reviewed) return { words: statusTitle('reviewed'), tone: 'success' };
  if (version.new_approved !== version.old_approved)
    return version.new_approved
      ? { words: statusTitle('approved'), tone: 'success' }
      : { words: `Not ${statusLabel('approved')}`, tone: 'warning' };
  if (version.old_reviewed && !version.new_reviewed)
    return { words: `Not ${statusLabel('reviewed')}`, tone: 'warning' };
  return null;
}
