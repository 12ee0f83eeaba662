import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import Notifications from './Notifications.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => mockServer.close());

describe('notifications in the top bar', () => {
  it('shows how many are unread, lists them in words with a link to their document, and marks them all read', async () => {
    await renderScreen(<Notifications />, '/', '/', {
      role: 'user',
      prepare: (mock) => {
        const base = { document: { id: 1, name: 'release-notes.xlf' }, created_at: '2026-01-15T10:00:00.000Z' };
        mock.notifications.push(
          {
            ...base,
            id: 1,
            user_id: 3,
            kind: 'assigned',
            step: 'translation',
            by: { id: 2, username: 'manager' },
            read: true,
          },
          {
            ...base,
            id: 2,
            user_id: 3,
            kind: 'returned',
            step: 'translation',
            by: { id: 2, username: 'manager' },
            read: false,
          },
          { ...base, id: 3, user_id: 2, kind: 'delivered', step: 'review', by: null, read: false },
        );
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications: 1 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'release-notes.xlfmanager returned it to translation with rejected segments',
      'release-notes.xlfmanager assigned you the translation',
    ]);
    expect(within(panel).getAllByRole('link')[0]!.getAttribute('href')).toBe('/document/1');

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(db.notifications.map((notification) => notification.read)).toEqual([true, true, false]);
  });
});
