import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { eventStreams, HEARTBEAT_MS } from '../../plugins/event-stream.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findDocument } from '../repository.ts';
import { refuseIfHeld } from './holds.ts';
import { LiveHub } from './hub.ts';
import { focusRecord, joinDocument, leaveDocument, presenceOf, renewPresence } from './presence.ts';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}
const processTag = randomBytes(4).toString('hex');
let connections = 0;

/**
 * Live documents: `GET /document/{id}/events` streams a document's changes and who works on it as Server-Sent
 * Events; `POST /document/{id}/presence` says which segment the caller edits, which holds it for them (see
 * `refuseIfHeld` of ./holds.ts). Works across API processes through the database's NOTIFY.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorate('live', new LiveHub(app.db, app.log, (documentId) => presenceOf(app.db, documentId)));
  app.addHook('onClose', () => app.live.close());
  const streams = eventStreams(app);

  route(app, endpoints.documents.events, async (request, reply) => {
    const documentId = request.params.id;
    if (!(await findDocument(app.db, documentId))) throw new HttpError(404, 'document_not_found', 'Document not found');
    const connection = `${processTag}:${++connections}`;
    await streams.serve(request, reply, 'live connection failed after it started', async (stream) => {
      stream.onEnd(await app.live.subscribe(documentId, (frame) => stream.write(frame)));
      await joinDocument(app.db, documentId, request.user.id, connection);
      stream.onEnd(() => {
        void leaveDocument(app.db, documentId, connection)
          .then(() => app.live.presenceChanged(documentId))
          .catch((error: unknown) => request.log.warn({ err: error }, 'presence not cleared'));
      });
      stream.write(await app.live.presenceFrame(documentId));
      await app.live.presenceChanged(documentId);
      const heartbeat = setInterval(() => {
        stream.write(': keep-alive\n\n');
        void renewPresence(app.db, connection).catch((error: unknown) =>
          request.log.warn({ err: error }, 'presence not renewed'),
        );
      }, HEARTBEAT_MS);
      stream.onEnd(() => clearInterval(heartbeat));
    });
  });

  route(app, endpoints.documents.presence, async (request) => {
    const documentId = request.params.id;
    if (!(await findDocument(app.db, documentId))) throw new HttpError(404, 'document_not_found', 'Document not found');
    const { record_id } = request.body;
    // A segment someone else holds stays theirs: the first to open it keeps it.
    if (record_id !== null) await refuseIfHeld(app.db, record_id, request.user.id);
    const refused = await focusRecord(app.db, documentId, request.user.id, record_id);
    if (refused === 'not-in-document')
      throw new HttpError(400, 'segment_not_in_document', `Segment ${record_id} is not in this document`);
    if (refused === 'not-open')
      throw new HttpError(
        409,
        'presence_needs_connection',
        'Open the document first: presence needs a live connection to it',
      );
    await app.live.presenceChanged(documentId);
    return { message: record_id === null ? 'Left the segment' : 'Editing the segment' };
  });
};
