import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { findConnection } from './connections.ts';
import { syncSettings } from './routes.ts';
import { pushedBranch, verifyDelivery } from './signatures.ts';
import { startSync } from './sync.ts';

/** A push event is a few KB; a forge sends at most 25 MB (GitHub) of which nothing here needs more. */
const DELIVERY_MAX_BYTES = 1024 * 1024;

/**
 * `POST /hooks/repository/{connectionId}`: a forge's push event, verified with the connection's secret before
 * anything runs. It needs no session and no CSRF header (a forge has neither; the signature is the credential),
 * and its body is kept as sent, since the signature is over those bytes.
 */
export const repositoryHookRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = syncSettings(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: DELIVERY_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  route(app, endpoints.repository.hook, async (request, reply) => {
    const connection = foundOr404(
      await findConnection(app.db, request.params.connectionId),
      'repository_connection_not_found',
      'No such repository connection',
    );
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let secret: string;
    try {
      secret = (await settings.secrets()).open(connection.webhook_secret_sealed);
    } catch (error) {
      // Without its key the server can verify nothing: the forge is told to try later, and the log says why.
      request.log.error({ err: error }, 'the inbound webhook secret cannot be opened');
      throw new HttpError(
        503,
        'delivery_unverifiable',
        'This server cannot verify deliveries now (its secrets key is missing or changed)',
      );
    }
    if (!verifyDelivery(request.headers, body, secret))
      throw new HttpError(
        401,
        'delivery_signature_invalid',
        "The delivery is not signed with this connection's secret",
      );
    const branch = pushedBranch(parsePayload(body, request.headers['content-type']));
    if (branch !== undefined && branch !== connection.branch)
      return reply
        .status(202)
        .send({ pulling: false, message: `A push to ${branch}; this connection pulls ${connection.branch}` });
    await startSync(app, connection.id, 'pull', settings);
    return reply.status(202).send({ pulling: true, message: `Pulling ${connection.branch}` });
  });
};

/** The event's JSON: the body itself, or GitHub's form-encoded `payload` field. */
function parsePayload(body: Buffer, contentType: string | undefined): unknown {
  try {
    const text = body.toString('utf8');
    if (contentType?.startsWith('application/x-www-form-urlencoded'))
      return JSON.parse(new URLSearchParams(text).get('payload') ?? 'null');
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
