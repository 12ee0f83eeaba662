import type { TestContext } from '../test/harness.ts';

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
