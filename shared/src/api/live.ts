/**
 * A document's live channel (`GET /document/{id}/events`, Server-Sent Events) for the whole page: one connection
 * per document however many screens or panels listen, closed when the last one stops. The browser's EventSource
 * reconnects by itself after a network drop or a server restart; listeners then hear `reconnected` and fetch
 * again what they show, since changes made meanwhile were not streamed to them.
 */
import type { LiveDocumentChange, LiveRecord, Presence } from '../contract/live.ts';
import { call, routes, urlOf } from '@tessera/shared';

export interface DocumentEventHandlers {
  record?: (record: LiveRecord) => void;
  presence?: (presence: Presence) => void;
  document?: (change: LiveDocumentChange) => void;
  /** The connection came back after a break: what happened meanwhile was missed. */
  reconnected?: () => void;
}

interface Channel {
  source: EventSource;
  listeners: Set<DocumentEventHandlers>;
}

const channels = new Map<number, Channel>();

function open(documentId: number): Channel {
  const source = new EventSource(urlOf(routes.documents.events, { id: documentId }), { withCredentials: true });
  const channel: Channel = { source, listeners: new Set() };
  const each = (call: (handlers: DocumentEventHandlers) => void) => {
    for (const handlers of channel.listeners) call(handlers);
  };
  let broken = false;
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
  });
  source.addEventListener('open', () => {
    if (broken) each((h) => h.reconnected?.());
    broken = false;
  });
  return channel;
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
