import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How often an open stream writes a keep-alive comment (and the live one renews its presence): proxies close a
 * connection that stays silent for a minute or so, and a stream is silent whenever nothing happens.
 */
export const HEARTBEAT_MS = 20_000;

/** What a stream's setup sees of it: where frames go, and how to say what to take down when the stream ends. */
export interface EventStream {
  write(frame: string): void;
  /** Runs `takeDown` once when the stream ends, however it ends. */
  onEnd(takeDown: () => void): void;
}

export interface EventStreams {
  /** Starts a stream on `reply`, hijacked from Fastify, which has nothing more to send. */
  open(reply: FastifyReply): ServerResponse;
  /**
   * Opens a stream, sets it up (`setUp` subscribes, writes the first frames, starts heartbeats) and keeps it while
   * the caller's credentials let them in; a setup that fails after the answer started ends the stream, logged
   * as `failure`.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    failure: string,
    setUp: (stream: EventStream) => Promise<void>,
  ): Promise<void>;
}

/**
 * The Server-Sent Events answers of one routes plugin; the server's close ends every one still open before it
 * waits for requests to finish. A stream is a request that never finishes by itself: left open, a page's stream
 * would hold `app.close()`, and so a stopping server, for as long as the page stays.
 */
export function eventStreams(app: FastifyInstance): EventStreams {
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  const open = (reply: FastifyReply) => {
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    streams.add(raw);
    raw.once('close', () => streams.delete(raw));
    return raw;
  };
  return {
    open,
    async serve(request, reply, failure, setUp) {
      const raw = open(reply);
      // Whatever part of the stream was set up is taken down once when it closes, however that happens: a close
      // while it was still being set up is caught up with at the end of the setup.
      let closed = false;
      let takeDowns: (() => void)[] = [];
      const release = () => {
        const now = takeDowns;
        takeDowns = [];
        for (const takeDown of now) takeDown();
      };
      const end = () => {
        raw.end();
        release();
      };
      // Signed out, token revoked, user disabled: the stream ends with what opened it (the EventSource that
      // connects again then gets the 401 any other request gets).
      takeDowns.push(app.accessWatch.watch(request, end));
      raw.once('close', () => {
        closed = true;
        release();
      });
      try {
        await setUp({ write: (frame) => raw.write(frame), onEnd: (takeDown) => takeDowns.push(takeDown) });
        if (closed) release();
      } catch (error) {
        // The answer has started (200, event stream): ending it is the only way left to tell the client, whose
        // EventSource then connects again.
        request.log.error({ err: error }, failure);
        end();
      }
    },
  };
}
