import { z } from 'zod';
import { routes } from '../routes.ts';
import { endpointsTagged, NoContent } from './endpoint.ts';

const define = endpointsTagged('security', { errors: [400, 413] });

export const securityEndpoints = define(routes.security, {
  cspReport: {
    summary: "A browser's report of a Content-Security-Policy violation: logged (a few a minute at most), nothing else",
    description:
      'The policy names this address (report-uri). Bodies are `application/csp-report` or `application/reports+json` ' +
      'as browsers send them, or any JSON: it is only logged.',
    body: z.unknown(),
    response: { 204: NoContent },
  },
});
