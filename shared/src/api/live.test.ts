import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeDocumentEvents } from './live.ts';

/** Stands in for the browser's EventSource: the test plays the server's side. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  readonly #listeners = new Map<string, ((event: Event) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data?: unknown) {
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

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
});
