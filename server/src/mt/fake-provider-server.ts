import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

export type Answer = (request: RecordedRequest, response: ServerResponse) => void;

/**
 * A local HTTP server (port 0) standing in for a provider in tests: it records every request (JSON body parsed)
 * and answers with the test's function.
 */
export async function startFakeProvider(answer: Answer) {
  const requests: RecordedRequest[] = [];
  let respond = answer;
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // recorded as text
      }
      const request = { method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body };
      requests.push(request);
      respond(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next: Answer) {
      respond = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** startFakeProvider for the running test only: the server closes when the test ends. */
export async function fakeProvider(answer: Answer) {
  const server = await startFakeProvider(answer);
  onTestFinished(() => server.close());
  return server;
}

export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** An OpenAI-compatible chat completion answering `content`. */
export const chatAnswer = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });

/** Whether a chat request is a quality estimate's (GEMBA-MQM's annotator prompt, quality.ts) rather than a translation's. */
export const asksForQuality = (request: RecordedRequest) =>
  String(request.body?.messages?.[0]?.content ?? '').startsWith('You are an annotator for the quality');

/**
 * A chat model server for the running test: translation requests get the next of `translations`, quality-estimate
 * requests the next of `annotations` (each list's last answer repeated).
 */
export async function fakeChatModel(script: { translations: string[]; annotations?: string[] }) {
  const asked = { translations: 0, annotations: 0 };
  const next = (answers: string[], count: number) => answers[Math.min(count, answers.length - 1)] ?? '';
  const server = await fakeProvider((request, response) => {
    const content = asksForQuality(request)
      ? next(script.annotations ?? [], asked.annotations++)
      : next(script.translations, asked.translations++);
    json(response, 200, chatAnswer(content));
  });
  return {
    ...server,
    annotationRequests: () => server.requests.filter(asksForQuality),
    translationRequests: () => server.requests.filter((request) => !asksForQuality(request)),
  };
}
