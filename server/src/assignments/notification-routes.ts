import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { eventStreams, HEARTBEAT_MS } from '../plugins/event-stream.ts';
import { NotificationHub } from './notification-hub.ts';
import { notifyDeadlines } from './notifications.ts';
import { Mailer } from './mailer.ts';

/**
 * A person's notifications as they are made: `GET /user/events` streams them as Server-Sent Events to each of
 * their open pages, on whichever API process each is connected to (the database announces every new one). Each
 * process also looks every `deadlineCheckMs` for active steps due soon, and mails each notification when
 * SMTP_URL is set (mailer.ts).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new NotificationHub(app.db, app.log);
  const streams = eventStreams(app);
  const { deadlineCheckMs, smtp, publicUrl } = app.config;
  const mailer = smtp && new Mailer(app.db, app.log, smtp, publicUrl);
  let deadlineChecks: ReturnType<typeof setInterval> | undefined;
  const checkDeadlines = () =>
    void notifyDeadlines(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'deadlines not checked'));

  app.addHook('onReady', async () => {
    if (mailer) await hub.onEveryNew(mailer.send);
    if (deadlineCheckMs > 0) {
      checkDeadlines();
      deadlineChecks = setInterval(checkDeadlines, deadlineCheckMs).unref();
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(deadlineChecks);
    await hub.close();
    mailer?.close();
  });

  route(app, endpoints.assignments.events, async (request, reply) => {
    await streams.serve(request, reply, 'notification stream failed after it started', async (stream) => {
      stream.onEnd(await hub.subscribe(request.user.id, (frame) => stream.write(frame)));
      // A comment first, so the client knows the stream is open before any notification is made.
      stream.write(': connected\n\n');
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      stream.onEnd(() => clearInterval(heartbeat));
    });
  });
};
