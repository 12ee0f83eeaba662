import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db, FetchEventSource, mockServer, notifyInMock } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import Notifications from './Notifications.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => mockServer.close());

describe('notifications in the top bar', () => {
  it('shows how many are unread, lists them in words with a link to their document, and marks them all read', async () => {
    await renderScreen(<Notifications />, '/', '/', {
      role: 'user',
      prepare: (mock) => {
        const base = {
          document: { id: 1, name: 'release-notes.xlf', target_lang: 'de' },
          segment: null,
          due_at: null,
          created_at: '2026-01-15T10:00:00.000Z',
        };
        const manager = { id: 2, username: 'manager', display_name: null };
        const returned = { ...base, id: 2, kind: 'returned', step: 'translation', by: manager, read: false } as const;
        const assigned = { ...base, id: 1, kind: 'assigned', step: 'translation', by: manager, read: true } as const;
        mock.notifications[3] = { notifications: [returned, assigned], unread: 1 };
        const delivered = { ...base, id: 3, kind: 'delivered', step: 'review', by: null, read: false } as const;
        mock.notifications[2] = { notifications: [delivered], unread: 1 };
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
      'release-notes.xlf · Germanmanager returned it to translation with rejected segments (unread)',
      'release-notes.xlf · Germanmanager assigned you the translation',
    ]);
    expect(within(panel).getAllByRole('link')[0]!.getAttribute('href')).toBe('/document/1');

    // By keyboard: Tab enters the list after the button, Escape closes it and gives the focus back to the button.
    await user.tab();
    expect(document.activeElement).toBe(within(panel).getAllByRole('link')[0]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications: 1 unread' }));
    await user.keyboard('{Enter}');
    const reopened = screen.getByRole('region', { name: 'Notifications' });

    await user.click(within(reopened).getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(db.notifications[3]!.notifications.map((notification) => notification.read)).toEqual([true, true]);
    expect(db.notifications[2]!.notifications.map((notification) => notification.read)).toEqual([false]);
  });

  it('names who mentioned one in a comment and links to the segment, in its document and language', async () => {
    await renderScreen(<Notifications />, '/', '/', {
      role: 'user',
      prepare: (mock) => {
        const mention = {
          id: 1,
          kind: 'mentioned',
          document: { id: 1, name: 'release-notes.xlf', target_lang: 'fr' },
          step: null,
          segment: 14,
          by: { id: 2, username: 'mia', display_name: 'Mia Schäfer' },
          due_at: null,
          created_at: '2026-01-15T10:00:00.000Z',
          read: false,
        } as const;
        mock.notifications[3] = { notifications: [mention], unread: 1 };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications: 1 unread' }));
    const item = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('listitem');
    expect(item.textContent).toBe('release-notes.xlf · FrenchMia Schäfer (mia) mentioned you in a comment (unread)');
    expect(within(item).getByRole('link').getAttribute('href')).toBe('/document/1?segment=14');
  });

  it('shows a notification made while the page is open as it is made, without asking for the list again', async () => {
    vi.stubGlobal('EventSource', FetchEventSource);
    const listRequests: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/user/notifications')
        listRequests.push(request.url);
    };
    mockServer.events.on('request:start', count);
    try {
      await renderScreen(<Notifications />, '/', '/', { role: 'user' });
      await screen.findByRole('button', { name: 'Notifications' });
      // Asked once the stream is open, so that nothing made before is missed.
      await waitFor(() => expect(listRequests).toHaveLength(1));

      const notification = {
        id: 1,
        kind: 'deadline',
        document: { id: 1, name: 'release-notes.xlf', target_lang: 'de' },
        step: 'review',
        segment: null,
        by: null,
        due_at: '2026-01-16T10:00:00.000Z',
        created_at: '2026-01-15T10:00:00.000Z',
        read: false,
      } as const;
      notifyInMock(3, { notification, unread: 1 });
      const button = await screen.findByRole('button', { name: 'Notifications: 1 unread' });
      expect(listRequests).toHaveLength(1); // the stream alone brought it
      // Said to screen readers as it arrives: the button's new count alone is not.
      const said = screen.getByText('New notification: release-notes.xlf (German): Your review is due within 24 hours');
      expect(said.getAttribute('role')).toBe('status');
      await userEvent.setup().click(button);
      expect(
        within(screen.getByRole('region', { name: 'Notifications' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['release-notes.xlf · GermanYour review is due within 24 hours (unread)']);
    } finally {
      mockServer.events.removeListener('request:start', count);
    }
  });
});
