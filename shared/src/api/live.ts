/**
 * A document's live channel (`GET /document/{id}/events`, Server-Sent Events) for the whole page: one connection
 * per document however many screens or panels listen, closed when the last one stops. The browser's EventSource
 * reconnects by itself after a network drop or a server restart, and this module after a sign-in that follows the
 * end of a session; listeners then hear `reconnected` and fetch again what they show, since changes made
 * meanwhile were not streamed to them.
 */
import type { LiveDocumentChange, LiveRecord, Presence } from '../contract/live.ts';
import { call, routes, session, urlOf } from '@tessera/shared';

export interface DocumentEventHandlers {
  record?: (record: LiveRecord) => void;
  presence?: (presence: Presence) => void;
  document?: (change: LiveDocumentChange) => void;
  /** The connection came back after a break: what happened meanwhile was missed. */
  reconnected?: () => void;
}

interface Channel {
  documentId: number;
  source: EventSource;
  listeners: Set<DocumentEventHandlers>;
}

const channels = new Map<number, Channel>();

/** Connects a channel's listeners to a new EventSource; `resumed` tells them at once that they missed events. */
function connect({ documentId, listeners }: Omit<Channel, 'source'>, resumed: boolean): EventSource {
  const source = new EventSource(urlOf(routes.documents.events, { id: documentId }), { withCredentials: true });
  const each = (call: (handlers: DocumentEventHandlers) => void) => {
    for (const handlers of listeners) call(handlers);
  };
  let broken = resumed;
  source.addEventListener('record', (event) =>
    each((h) => h.record?.(JSON.parse((event as MessageEvent<string>).data) as LiveRecord)),
  );
  source.addEventListener('presence', (event) =>
    each((h) => h.presence?.(JSON.parse((event as MessageEvent<string>).data) as Presence)),
  );
  source.addEventListener('document', (event) =>
    each((h) => h.document?.(JSON.parse((event as MessageEvent<string>).data) as LiveDocumentChange)),
  );
  source.addEventListener('error', () => {
    broken = true;
    // Closed for good: the server refused the reconnection, as it does once the session has ended. A call through
    // the client asks it why, and its 401 leads to signing in again as any other call's does.
    if (source.readyState === EventSource.CLOSED) {
      call(routes.documents.get, { params: { id: documentId } }).catch(() => {});
    }
  });
  source.addEventListener('open', () => {
    if (broken) each((h) => h.reconnected?.());
    broken = false;
  });
  return source;
}

/**
 * The server ends a channel when the session that opened it ends, and the browser's reconnection then meets a 401
 * and gives up for good (the EventSource is closed). Once someone is signed in again (the sign-in dialog over the
 * editor), such channels connect anew, their listeners told to fetch again what they missed.
 */
let reopensAfterSignIn = false;
function reopenClosedChannelsAfterSignIn() {
  if (reopensAfterSignIn) return;
  reopensAfterSignIn = true;
  session.subscribe(() => {
    const { user, fetchedAt, signInAgain } = session.getState();
    if (!user || fetchedAt === null || signInAgain) return;
    for (const channel of channels.values()) {
      if (channel.source.readyState === EventSource.CLOSED) channel.source = connect(channel, true);
    }
  });
}

function open(documentId: number): Channel {
  reopenClosedChannelsAfterSignIn();
  const listeners = new Set<DocumentEventHandlers>();
  return { documentId, listeners, source: connect({ documentId, listeners }, false) };
}

/** Listens to a document's live events; the returned function stops listening. */
export function subscribeDocumentEvents(documentId: number, handlers: DocumentEventHandlers): () => void {
  // Without EventSource (DOMs of unit tests) the page still works, only without others' changes live.
  if (typeof EventSource === 'undefined') return () => {};
  let channel = channels.get(documentId);
  if (!channel) {
    channel = open(documentId);
    channels.set(documentId, channel);
  }
  const listening = channel;
  listening.listeners.add(handlers);
  return () => {
    listening.listeners.delete(handlers);
    if (listening.listeners.size === 0) {
      listening.source.close();
      if (channels.get(documentId) === listening) channels.delete(documentId);
    }
  };
}

/** The segment this user now edits (others cannot save it meanwhile), or none. */
export const setPresence = (documentId: number, recordId: number | null) =>
  call(routes.documents.presence, { params: { id: documentId }, body: { record_id: recordId } });
