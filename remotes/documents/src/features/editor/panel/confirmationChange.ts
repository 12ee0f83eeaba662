import type { SegmentVersion } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n/catalog';
import { messagesIn } from './i18n.ts';
import { statusTitle } from '../common/statusWords.ts';
import * as panelWords from './locales/en/panel.arb';

type ConfirmationChange = { words: string; tone: 'success' | 'warning' };

/**
 * What a version did to the segment's confirmation, in the words of the status badges, or null when it left it
 * as it was. A reviewer's confirmation counts over the translator's it may bring along, and a rejection reads as
 * the translator's confirmation taken back, which is what the translator has to do again.
 */
export function confirmationChange(
  version: SegmentVersion,
  t: Translate<'panel'> = messagesIn(),
): ConfirmationChange | null {
  if (version.new_reviewed && !version.old_reviewed) return { words: statusTitle('reviewed'), tone: 'success' };
  if (version.new_approved !== version.old_approved)
    return version.new_approved
      ? { words: statusTitle('approved'), tone: 'success' }
      : { words: t(panelWords.editorHistoryNotConfirmed), tone: 'warning' };
  if (version.old_reviewed && !version.new_reviewed)
    return { words: t(panelWords.editorHistoryNotReviewed), tone: 'warning' };
  return null;
}
