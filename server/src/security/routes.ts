import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';

/** The media types browsers send violation reports with (report-uri, and the Reporting API). */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
/** A report is a few hundred bytes; a page that breaks the policy in a loop sends many. */
const REPORT_MAX_BYTES = 64 * 1024;
/** Reports logged per minute at most, per process: a hostile page cannot flood the log. */
const REPORTS_LOGGED_PER_MINUTE = 10;

/** How many reports this minute has logged; the minute starts again with the first report after it. */
export function reportBudget(perMinute: number) {
  let windowStart = 0;
  let logged = 0;
  return (now: number) => {
    if (now - windowStart >= 60_000) {
      windowStart = now;
      logged = 0;
    }
    return ++logged <= perMinute;
  };
}

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: REPORT_MAX_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The report is not JSON'), { statusCode: 400 }));
    }
  });
  const mayLog = reportBudget(REPORTS_LOGGED_PER_MINUTE);
  route(app, endpoints.security.cspReport, async (request, reply) => {
    if (mayLog(Date.now())) request.log.warn({ report: request.body }, 'content security policy violation');
    return reply.status(204).send(null);
  });
};
