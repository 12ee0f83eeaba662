import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventStreams } from './event-stream.ts';

describe('event streams', () => {
  it("are ended by the server's close, which a page's open stream would otherwise hold forever", async () => {
    const app = Fastify();
    const streams = eventStreams(app);
    app.get('/events', async (_request, reply) => {
      streams.open(reply).write(': connected\n\n');
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${url}/events`);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(': connected\n\n');

    const closed = app.close().then(() => 'closed');
    const late = new Promise((resolve) => setTimeout(() => resolve('still open after 3 s'), 3000).unref());
    expect(await Promise.race([closed, late])).toBe('closed');
    expect((await reader.read()).done).toBe(true);
  });
});
