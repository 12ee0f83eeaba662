import { expect } from 'vitest';
import type { Job } from '@tessera/shared/contract';
import type { Client, TestContext } from '../test/harness.ts';

/** Asks for a pull or a push of the project's repository as `client`, and answers its job, done once the jobs are idle. */
export async function finishedRepositoryJob(
  t: TestContext,
  client: Client,
  projectId: number,
  action: 'pull' | 'push',
): Promise<Job> {
  const answer = await client.inject({ method: 'POST', url: `/api/projects/${projectId}/repository/${action}` });
  expect(answer.statusCode, answer.body).toBe(202);
  await t.app.jobs.idle();
  const job = (await client.inject(`/api/jobs/${answer.json().job_id}`)).json() as Job;
  expect(job.status, job.message ?? '').toBe('done');
  return job;
}

/** A connection of a new project to a repository nobody reaches, as its row: for what does not fetch. */
export async function insertConnection(t: TestContext): Promise<number> {
  const { user } = await t.createUser('manager');
  const project = await t.db
    .insertInto('projects')
    .values({
      name: `P${Math.random()}`,
      source_lang: 'en',
      target_lang: 'de',
      target_langs: ['de'],
      created_by: user.id,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('repository_connections')
    .values({
      project_id: project.id,
      created_by: user.id,
      url: 'https://example.com/app.git',
      branch: 'main',
      credentials_kind: 'none',
      credentials_username: null,
      credentials_sealed: null,
      push_mode: 'direct',
      push_branch: 'main',
      request_files: '[]',
      request_languages: '{}',
      request_ignore: '[]',
      files: '[]',
      languages: '{}',
      ignore: '[]',
      files_from: 'request',
      allow_private_network: false,
      author_name: 'Tessera',
      author_email: 'tessera@localhost',
      webhook_secret_sealed: 'v1:x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
