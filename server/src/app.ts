import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { API_TAGS } from '@tessera/shared/contract/endpoints';
import type { Config } from './config.ts';
import { loggerOptions } from './logging.ts';
import type { Db } from './db/database.ts';
import { errorBody, errorsPlugin, notFoundHandler } from './plugins/errors.ts';
import { authPlugin } from './auth/plugin.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { Jobs } from './jobs/jobs.ts';
import { authRoutes } from './auth/routes.ts';
import { ssoRoutes } from './auth/sso/routes.ts';
import { ssoAdminRoutes } from './auth/sso/admin-routes.ts';
import { ldapRoutes } from './auth/sso/ldap-routes.ts';
import { samlRoutes } from './auth/sso/saml-routes.ts';
import { usersRoutes } from './users/routes.ts';
import { apiTokenRoutes } from './auth/tokens/routes.ts';
import { accountRoutes } from './auth/account/routes.ts';
import { invitationRoutes } from './users/invitations/routes.ts';
import { invitationAcceptRoutes } from './auth/invitation-routes.ts';
import { tmRoutes } from './tm/routes.ts';
import { spellingRoutes } from './spelling/routes.ts';
import { matchingRoutes } from './tm/matching/routes.ts';
import { liveRoutes } from './documents/live/routes.ts';
import { documentsRoutes } from './documents/routes.ts';
import { glossaryRoutes } from './glossary/routes.ts';
import { projectsRoutes } from './projects/routes.ts';
import { assignmentsRoutes } from './assignments/routes.ts';
import { notificationRoutes } from './assignments/notification-routes.ts';
import { reviewRoutes } from './review/routes.ts';
import { termRoutes } from './glossary/terms/routes.ts';
import { mtRoutes } from './mt/routes.ts';
import { jobsRoutes } from './jobs/routes.ts';
import { securityRoutes } from './security/routes.ts';
import { cliRoutes } from './cli/routes.ts';
import { repositoryRoutes } from './git/routes.ts';
import { repositoryHookRoutes } from './git/hook-routes.ts';
import { webhooksRoutes } from './webhooks/routes.ts';
import { handoffRoutes } from './handoffs/routes.ts';
import { screenshotRoutes } from './screenshots/routes.ts';
import { scimAdminRoutes } from './scim/admin-routes.ts';
import { scimRoutes } from './scim/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /**
     * Where the heavy reads that may lag a moment behind a write go (TM lookups, concordance, reports): a read
     * replica when DATABASE_READ_URL names one, else `db`. What a request has just written is read from `db`.
     */
    readDb: Db;
    config: Config;
    jobs: Jobs;
  }
}

/**
 * Every domain's routes, registered under /api. A domain adds one line here
 * (see server/README.md "How to add a domain").
 */
const domainRoutes = [
  authRoutes,
  ssoRoutes,
  ldapRoutes,
  samlRoutes,
  ssoAdminRoutes,
  usersRoutes,
  apiTokenRoutes,
  accountRoutes,
  invitationRoutes,
  invitationAcceptRoutes,
  tmRoutes,
  documentsRoutes,
  glossaryRoutes,
  matchingRoutes,
  liveRoutes,
  projectsRoutes,
  assignmentsRoutes,
  notificationRoutes,
  reviewRoutes,
  termRoutes,
  mtRoutes,
  jobsRoutes,
  securityRoutes,
  cliRoutes,
  repositoryRoutes,
  repositoryHookRoutes,
  webhooksRoutes,
  handoffRoutes,
  screenshotRoutes,
  scimAdminRoutes,
  spellingRoutes,
];

/** A year, the site's subdomains too: what browsers keep of an HTTPS answer (HSTS). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface BuildAppOptions {
  db: Db;
  /** A read replica of `db` (see FastifyInstance.readDb); `db` itself when there is none. */
  readDb?: Db;
  config: Config;
  /** Serves non-/api paths (the shell, remotes); its `notFound` answers deep links with the SPA. */
  frontEnd?: (
    app: FastifyInstance,
  ) => Promise<{ notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown }>;
  /** Recover every running job of an earlier run at start (embedded database: only one process uses it). */
  recoverAllJobsAtStart?: boolean;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export async function buildApp({ db, readDb = db, config, frontEnd, recoverAllJobsAtStart }: BuildAppOptions) {
  const app = Fastify({
    ...loggerOptions(config),
    trustProxy: config.trustProxy,
    // A caller's (or proxy's) X-Request-Id is kept when it looks like an id, so logs can be followed across hops.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
    },
    // Large uploads go through multipart; JSON bodies stay small.
    bodyLimit: 10 * 1024 * 1024,
    // Errors raised before routing (a malformed %-escape in the URL) get the API's error body too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply.status(400).send(errorBody('bad_request', error.message));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('readDb', readDb);
  app.decorate('config', config);
  app.decorate(
    'jobs',
    new Jobs(db, app.log, {
      heartbeatMs: config.jobHeartbeatMs,
      staleAfterMs: config.jobStaleAfterMs,
      stopDeadlineMs: config.jobStopDeadlineMs,
    }),
  );

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    // The app is never meant to be framed by another site (clickjacking).
    reply.header('x-frame-options', 'SAMEORIGIN');
    // Fastify reads X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY), so a client on plain HTTP cannot
    // claim HTTPS to get this header; over HTTPS it keeps browsers from ever trying plain HTTP again.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });

  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(textInputPlugin);
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tessera API',
        version: '0.1.0',
        description: 'Glossaries, translation memories, documents, users.',
      },
      // Relative, so the document is right wherever the app is served; the paths are those of the route table.
      servers: [{ url: '/api', description: 'The server that serves this document' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'tessera_session',
            description: 'Browser sign-in; state-changing calls also need the x-tessera-csrf: 1 header',
          },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API token (POST /api/user/tokens): the owner\'s permissions, narrowed to GET requests by scope "read"; no CSRF header needed',
          },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const routes of domainRoutes) await app.register(routes, { prefix: '/api' });
  // SCIM clients call /scim/v2 on the server's root, with a SCIM token of their own (scim/README.md).
  await app.register(scimRoutes, { prefix: '/scim/v2' });

  const site = frontEnd ? await frontEnd(app) : {};
  app.setNotFoundHandler(notFoundHandler(site.notFound));

  // Recovery of interrupted jobs runs in the background: a start never waits for an earlier run's import to be undone.
  app.addHook('onReady', async () => app.jobs.start({ everyOtherOwner: recoverAllJobsAtStart }));
  app.addHook('onClose', async () => {
    await app.jobs.stop();
  });

  return app;
}
