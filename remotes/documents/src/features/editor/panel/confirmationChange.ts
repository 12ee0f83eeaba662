import type { SegmentVersion } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n';
import { messagesIn } from './i18n.ts';
import { statusTitle } from '../statusWords.ts';

type ConfirmationChange = { words: string; tone: 'success' | 'warning' };

/**
 * What a version did to the segment's confirmation, in the words of the status badges, or null when it left it
 * as it was. A reviewer's confirmation counts over the translator's it may bring along, and a rejection reads as
 * the translator's confirmation taken back, which is what the translator has to do again.
 */
export function confirmationChange(version: SegmentVersion, t: Translate = messagesIn()): ConfirmationChange | null {
  if (version.new_reviewed && !version.old_reviewed) return { words: statusTitle('reviewed'), tone: 'success' };
  if (version.new_approved !== version.old_approved)
    return version.new_approved
      ? { words: statusTitle('approved'), tone: 'success' }
      : { words: t('editorHistoryNotConfirmed'), tone: 'warning' };
  if (version.old_reviewed && !version.new_reviewed) return { words: t('editorHistoryNotReviewed'), tone: 'warning' };
  return null;
}
