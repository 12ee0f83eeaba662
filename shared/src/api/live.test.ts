import { describe, expect, it, vi } from 'vitest';
import { routes } from '../contract/routes.ts';
import type { SessionStore } from '../session/store.ts';
import { subscribeDocumentEvents } from './live.ts';
import { FakeEventSource, signedInSessionStore, playEventSourceInTests } from './fake-event-source.test-helper.ts';
import { ada } from '../session/ada.test-helper.ts';

const session = vi.hoisted(() => ({ store: undefined as unknown as SessionStore }));
const api = vi.hoisted(() => ({ call: vi.fn(async () => ({})) }));
vi.mock('@tessera/shared', async (original) => ({
  ...(await original<typeof import('@tessera/shared')>()),
  call: api.call,
  get session() {
    return session.store;
  },
}));
session.store = signedInSessionStore(ada);
playEventSourceInTests();

describe('a document live channel', () => {
  it('is one connection per document, shared by every listener, closed after the last one stops', () => {
    const first = { record: vi.fn() };
    const second = { record: vi.fn() };
    const stopFirst = subscribeDocumentEvents(7, first);
    const stopSecond = subscribeDocumentEvents(7, second);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/document/7/events']);

    const record = { id: 3, target: 'Datei', approved: false, updated_at: '2026-11-23T10:00:00.000Z' };
    FakeEventSource.opened[0]!.emit('record', record);
    expect(first.record).toHaveBeenCalledWith(record);
    expect(second.record).toHaveBeenCalledWith(record);

    stopFirst();
    expect(FakeEventSource.opened[0]!.closed).toBe(false);
    stopSecond();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    subscribeDocumentEvents(7, {})();
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('hands over presence and document changes, and says when it is back after a break', () => {
    const handlers = { presence: vi.fn(), document: vi.fn(), reconnected: vi.fn() };
    const stop = subscribeDocumentEvents(8, handlers);
    const source = FakeEventSource.opened[0]!;
    source.emit('open');
    expect(handlers.reconnected).not.toHaveBeenCalled();
    source.emit('presence', { users: [{ user_id: 1, username: 'ana', record_id: 5 }] });
    source.emit('document', { kind: 'renamed' });
    source.emit('error');
    source.emit('open');
    expect(handlers.presence).toHaveBeenCalledWith({ users: [{ user_id: 1, username: 'ana', record_id: 5 }] });
    expect(handlers.document).toHaveBeenCalledWith({ kind: 'renamed' });
    expect(handlers.reconnected).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks the API why when the server refuses it for good, connects again once signed in, and says events were missed', async () => {
    await session.store.login({ email: ada.email, password: 'secret' });
    const handlers = { record: vi.fn(), reconnected: vi.fn() };
    const stop = subscribeDocumentEvents(9, handlers);
    const ended = FakeEventSource.opened[0]!;
    ended.emit('open');
    // The session ends: the server closes the stream and answers the browser's reconnection 401, so it gives up.
    ended.readyState = FakeEventSource.CLOSED;
    ended.emit('error');
    // The page asks the API why, so that the session's end shows as any other call's 401 would.
    expect(api.call).toHaveBeenCalledWith(routes.documents.get, { params: { id: 9 } });
    const releaseHold = session.store.holdSignInInPlace();
    session.store.markStale();
    expect(FakeEventSource.opened).toHaveLength(1);

    await session.store.login({ email: ada.email, password: 'secret' });
    releaseHold();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      '/api/document/9/events',
      '/api/document/9/events',
    ]);
    const resumed = FakeEventSource.opened[1]!;
    resumed.emit('open');
    expect(handlers.reconnected).toHaveBeenCalledTimes(1);
    const record = { id: 3, target: 'Datei', approved: false, updated_at: '2026-11-23T10:00:00.000Z' };
    resumed.emit('record', record);
    expect(handlers.record).toHaveBeenCalledWith(record);
    stop();
    expect(resumed.closed).toBe(true);
  });
});
