import { plainCalls, routes } from '@tessera/shared';

/**
 * A project's Git repository connection. `getRepository(projectId)` answers 404 while it has none;
 * `connectRepository(projectId, body)` answers the connection, with the inbound webhook's secret the first time
 * only; `previewRepository(projectId, body)` the files the patterns match (422 with git's reason when the
 * repository cannot be read); `pullRepository`/`pushRepository(projectId)` 202 `{job_id}`;
 * `forgetRepositoryHostKey(projectId)` the connection with its SSH host key forgotten (the next contact keeps the
 * key it meets).
 */
export const {
  get: getRepository,
  put: connectRepository,
  delete: disconnectRepository,
  preview: previewRepository,
  pull: pullRepository,
  push: pushRepository,
  forgetHostKey: forgetRepositoryHostKey,
} = plainCalls(routes.repository);
