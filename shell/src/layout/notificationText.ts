import { personName } from '@tessera/shared';
import type { Notification } from '@tessera/shared/contract';
import type { Message, Translate } from '@tessera/shared/i18n/catalog';
import * as shellWords from '../locales/en/shell.arb';

/** The message of each kind of notification. */
const MESSAGES: Record<Notification['kind'], Message<'shell'>> = {
  mentioned: shellWords.notificationMentioned,
  assigned: shellWords.notificationAssigned,
  activated: shellWords.notificationActivated,
  returned: shellWords.notificationReturned,
  delivered: shellWords.notificationDelivered,
  deadline: shellWords.notificationDeadline,
};

/**
 * A notification in words, in `t`'s language: who did what to which step. In English it says what the contract's
 * describeNotification says (the e-mails' subjects keep that), a nameless actor as "Someone".
 */
export function notificationText(
  { kind, step, by }: Pick<Notification, 'kind' | 'step' | 'by'>,
  t: Translate<'shell'>,
): string {
  return t(MESSAGES[kind], {
    by: by ? 'person' : 'none',
    who: by ? personName(by) : '',
    // Select keys are identifiers: the second review's step is review2 in the messages.
    step: step === 'review-2' ? 'review2' : (step ?? 'none'),
  });
}
