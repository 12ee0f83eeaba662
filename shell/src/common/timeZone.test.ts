import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, resetMockDb } from '@tessera/shared/mocks/node';
import { browserTimeZone, keepTimeZone } from './timeZone.ts';

let sent: unknown[];
beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetMockDb({ signedInAs: 'user' });
  sent = [];
  mockServer.use(
    http.put('*/api/user/', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({});
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());

/** This browser, reporting `timeZone` as its own. */
function browserIn(timeZone: string | undefined) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: timeZone as string };
  });
}

describe("the browser's time zone, kept on the server for the person's e-mails", () => {
  it('is sent when the server keeps none, or another', async () => {
    browserIn('Asia/Tokyo');
    await keepTimeZone(null);
    await keepTimeZone('Europe/Berlin');
    expect(sent).toEqual([{ time_zone: 'Asia/Tokyo' }, { time_zone: 'Asia/Tokyo' }]);
  });

  it('is not sent again when the server keeps it already', async () => {
    browserIn('Asia/Tokyo');
    await keepTimeZone('Asia/Tokyo');
    expect(sent).toEqual([]);
  });

  it('is none when the browser reports none, or no zone the server takes', async () => {
    for (const reported of [undefined, '', '+09:00', 'Mars/Olympus_Mons']) {
      vi.restoreAllMocks();
      browserIn(reported);
      expect(browserTimeZone()).toBeUndefined();
      await keepTimeZone(null);
    }
    expect(sent).toEqual([]);
  });
});
