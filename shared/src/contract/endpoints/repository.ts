import { z } from 'zod';
import { IdParam } from '../common.ts';
import { JobStarted } from '../jobs.ts';
import { PutRepositoryBody, Repository, RepositoryPreview } from '../repository.ts';
import { routes } from '../routes.ts';
import { endpointsTagged, NoContent } from './endpoint.ts';

const define = endpointsTagged('projects');

const ConnectionParam = z.object({ connectionId: IdParam.shape.id });

export const repositoryEndpoints = define(routes.repository, {
  get: {
    summary: "The project's repository connection, without its credentials, and its state",
    params: IdParam,
    response: { 200: Repository },
  },
  put: {
    summary: 'Connect the project to a Git repository and branch, or change the connection',
    description:
      'https:// and ssh:// addresses only (http:// and private networks only with allow_private_network, an ' +
      "admin's); credentials are stored encrypted and never answered. The first answer holds the inbound " +
      "webhook's secret, shown this once. A tessera.yml at the repository's root wins over `files`.",
    params: IdParam,
    body: PutRepositoryBody,
    response: { 200: Repository },
    errors: [400, 401, 403, 404, 409, 422],
  },
  delete: {
    summary: 'Disconnect the repository (its documents stay in the project)',
    params: IdParam,
    response: { 204: NoContent },
  },
  preview: {
    summary: 'Which files the patterns match and the documents they would become, before anything is imported',
    params: IdParam,
    body: PutRepositoryBody,
    response: { 200: RepositoryPreview },
    errors: [400, 401, 403, 404, 422],
  },
  pull: {
    summary: 'Pull now: 202 {job_id}, follow GET /jobs/{id} (a pull already running takes this request over)',
    params: IdParam,
    response: { 202: JobStarted },
  },
  push: {
    summary: 'Push the translations now as one commit: 202 {job_id}, follow GET /jobs/{id}',
    params: IdParam,
    response: { 202: JobStarted },
  },
  forgetHostKey: {
    summary:
      "Forget the ssh:// server's host key kept from the first contact: the next pull or push keeps the key it meets",
    description:
      "For a server whose key was changed on purpose (check its new fingerprint with the server's admins first): " +
      'until then every pull and push is refused. Answers the connection, its host_key null; 409 for an https connection.',
    params: IdParam,
    response: { 200: Repository },
    errors: [400, 401, 403, 404, 409],
  },
  hook: {
    summary: "A forge's push event for a connection: verified, then a pull of its branch",
    description:
      "Signed with the connection's secret: GitHub's X-Hub-Signature-256, GitLab's X-Gitlab-Token, Gitea's " +
      'X-Gitea-Signature, or the Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature). ' +
      'An unsigned or wrongly signed delivery answers 401 and pulls nothing; one for another branch 202 and does nothing.',
    params: ConnectionParam,
    body: z.unknown(),
    response: { 202: z.object({ pulling: z.boolean(), message: z.string() }) },
    errors: [400, 401, 404, 413, 503],
  },
});
