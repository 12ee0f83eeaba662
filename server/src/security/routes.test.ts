import { describe, expect, it } from 'vitest';
import { describeWithDatabases } from '../test/harness.ts';
import { reportBudget } from './routes.ts';

const REPORT = {
  'csp-report': {
    'document-uri': 'http://localhost/document/1',
    'violated-directive': 'script-src-elem',
    'blocked-uri': 'inline',
  },
};

describeWithDatabases('Content-Security-Policy reports', (t) => {
  it('are taken as browsers send them, without a CSRF header, from anyone, and answered 204', async () => {
    const user = await t.signIn('user');
    for (const client of [t.anonymous, user]) {
      for (const type of ['application/csp-report', 'application/reports+json', 'application/json']) {
        const response = await client.inject({
          method: 'POST',
          url: '/api/csp-reports',
          headers: { 'content-type': type, 'x-tessera-csrf': '' },
          payload: JSON.stringify(type === 'application/reports+json' ? [{ type: 'csp-violation', body: {} }] : REPORT),
        });
        expect(response.statusCode, type).toBe(204);
      }
    }
  });

  it('refuse a body that is not JSON, or larger than a report, with 400 and 413', async () => {
    const notJson = await t.anonymous.inject({
      method: 'POST',
      url: '/api/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: '{csp',
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await t.anonymous.inject({
      method: 'POST',
      url: '/api/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { sample: 'x'.repeat(100_000) } }),
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('the log budget of reports', () => {
  it('logs a few reports a minute, then none until the next minute', () => {
    const mayLog = reportBudget(3);
    expect([0, 1, 2, 3, 4].map((second) => mayLog(second * 1000))).toEqual([true, true, true, false, false]);
    expect(mayLog(60_000)).toBe(true);
  });
});
