import { afterEach, beforeEach, vi } from 'vitest';
import type { User } from '../contract/users.ts';
import { createSessionStore } from '../session/store.ts';

/** The browser's EventSource played by a test: it records what is opened, and the test plays the server's side. */
export class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  readyState = 0;
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
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data?: unknown) {
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }
}

/** Plays the browser's EventSource with FakeEventSource in every test of the file, none opened as each starts. */
export function playEventSourceInTests() {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** A session store signed in as `user`, whose sign-in and sign-out need no server. */
export const signedInSessionStore = (user: User) =>
  createSessionStore({
    login: async () => user,
    logout: async () => {},
    fetchCurrentUser: async () => user,
  });
