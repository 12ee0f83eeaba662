import { describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../session/store.ts';
import { subscribeNotifications } from './assignments.ts';
import { FakeEventSource, signedInSessionStore, playEventSourceInTests } from './fake-event-source.test-helper.ts';
import { ada } from '../session/ada.test-helper.ts';

const session = vi.hoisted(() => ({ store: undefined as unknown as SessionStore }));
vi.mock('@tessera/shared', async (original) => ({
  ...(await original<typeof import('@tessera/shared')>()),
  get session() {
    return session.store;
  },
}));
session.store = signedInSessionStore(ada);
playEventSourceInTests();

const news = {
  notification: {
    id: 12,
    kind: 'assigned',
    document: { id: 3, name: 'manual.xlf' },
    step: 'review',
    by: { id: 2, username: 'mia', display_name: null },
    due_at: null,
    created_at: '2026-11-25T08:00:00.000Z',
    read: false,
  },
  unread: 4,
} as const;

describe("one's notification stream", () => {
  it('hands over each notification, and says when it is open so that the list is fetched, at first and after a break', () => {
    const handlers = { notification: vi.fn(), connected: vi.fn() };
    const stop = subscribeNotifications(handlers);
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toBe('/api/user/events');
    source.emit('open');
    source.emit('notification', news);
    source.emit('error');
    source.emit('open');
    expect(handlers.notification).toHaveBeenCalledWith(news);
    expect(handlers.connected).toHaveBeenCalledTimes(2);
    stop();
    expect(source.closed).toBe(true);
  });

  it('opens anew once someone is signed in again after the server refused it for good', async () => {
    await session.store.login({ email: ada.email, password: 'secret' });
    const handlers = { notification: vi.fn(), connected: vi.fn() };
    const stop = subscribeNotifications(handlers);
    const ended = FakeEventSource.opened[0]!;
    ended.emit('open');
    // The session ends: the server closes the stream and answers the browser's reconnection 401, so it gives up.
    ended.readyState = FakeEventSource.CLOSED;
    ended.emit('error');
    const releaseHold = session.store.holdSignInInPlace();
    session.store.markStale();
    expect(FakeEventSource.opened).toHaveLength(1);

    await session.store.login({ email: ada.email, password: 'secret' });
    releaseHold();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/user/events', '/api/user/events']);
    FakeEventSource.opened[1]!.emit('notification', news);
    expect(handlers.notification).toHaveBeenCalledWith(news);
    stop();
    expect(FakeEventSource.opened[1]!.closed).toBe(true);
  });
});
