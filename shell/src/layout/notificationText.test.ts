import { describe, expect, it } from 'vitest';
import { describeNotification } from '@tessera/shared';
import { NotificationKind } from '@tessera/shared/contract';
import { messagesIn } from '../common/i18n.ts';
import { notificationText } from './notificationText.ts';

describe('notificationText', () => {
  it('says in English what the contract says of every kind, step and actor', () => {
    const english = messagesIn('en');
    const people = [
      { id: 1, username: 'ana', display_name: 'Ana López' },
      { id: 2, username: 'bo', display_name: null },
    ];
    for (const kind of NotificationKind.options)
      for (const step of ['translation', 'review', 'review-2'] as const)
        for (const by of people) {
          const notification = { kind, step, by };
          expect(notificationText(notification, english)).toBe(describeNotification(notification));
        }
    expect(notificationText({ kind: 'mentioned', step: null, by: null }, english)).toBe(
      'Someone mentioned you in a comment',
    );
    expect(notificationText({ kind: 'assigned', step: null, by: people[1]! }, english)).toBe(
      'bo assigned you the step',
    );
  });

  it('says the step in the language of the reader', () => {
    expect(notificationText({ kind: 'deadline', step: 'review-2', by: null }, messagesIn('en'))).toBe(
      'Your second review is due within 24 hours',
    );
  });
});
