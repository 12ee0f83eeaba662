import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { Project, Screenshot, ScreenshotBoxesAnswer } from '@tessera/shared/contract';
import type { SignedInClient, TestContext } from '@tessera/server/test/harness';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `command` in `cwd` as a CI job would: no terminal, only the environment given. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

export async function writeFiles(root: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

/** The command's entry, run from its sources as Tessera's own checkout does (Node strips the types). */
const FROM_SOURCES = join(import.meta.dirname, 'tessera.ts');

/** Runs the tessera command from its sources in `cwd`, the token in the environment. */
export const tessera = (cwd: string, args: string[], token: string, env: NodeJS.ProcessEnv = {}) =>
  run(process.execPath, [FROM_SOURCES, ...args], cwd, { PATH: process.env.PATH, TESSERA_TOKEN: token, ...env });

export const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;

export interface ServedProject {
  /** The server's address, as `url:` in tessera.yml. */
  url: string;
  manager: SignedInClient;
  /** A manager's `write` API token, for TESSERA_TOKEN. */
  token: string;
  project: Project;
}

/** The test's server listening on loopback, a manager with an API token, and a new project of `languages`. */
export async function servedProject(
  t: TestContext,
  languages: { name: string; source_lang: string; target_langs: string[] },
): Promise<ServedProject> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const manager = await t.signIn('manager');
  const created = await manager.inject({
    method: 'POST',
    url: '/api/user/tokens',
    payload: { name: 'CI', scope: 'write' },
  });
  const answer = await manager.inject({ method: 'POST', url: '/api/projects/', payload: languages });
  if (answer.statusCode !== 201) throw new Error(`the project was not created: ${answer.body}`);
  return { url, manager, token: created.json().token, project: answer.json() };
}

/** The project's screenshots, and a function answering one's boxes, as the API lists them. */
export function screenshotsOf(manager: SignedInClient, projectId: number) {
  return {
    list: async () =>
      (await manager.inject(`/api/projects/${projectId}/screenshots`)).json().screenshots as Screenshot[],
    boxes: async (shot: Screenshot) =>
      (
        (
          await manager.inject(`/api/projects/${projectId}/screenshots/${shot.id}/boxes`)
        ).json() as ScreenshotBoxesAnswer
      ).boxes,
  };
}
