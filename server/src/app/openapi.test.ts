import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import openapiTS, { astToString } from 'openapi-typescript';
import { API_TAGS, endpoints } from '@tessera/shared/contract/endpoints';
import { describeWithDatabases } from '../test/harness.ts';

interface Operation {
  operationId?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, unknown> }>;
  parameters?: { in: string; name: string; schema?: { pattern?: string } }[];
}
interface ApiDescription {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const root = join(import.meta.dirname, '../../..');
const generated = join(root, '.tmp', 'openapi-client');
/** The client's call, imported by its path: the project's type check does not follow it (see tsconfig.json). */
const caller = join(import.meta.dirname, '..', 'test', 'openapi-client.ts');

const operationsOf = (description: ApiDescription) =>
  Object.entries(description.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );

/** Runs a command of the project's dependencies to its end: its exit code and what it printed, on each stream. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', command), args, {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/**
 * Whether two paths Redocly calls ambiguous are told apart after all: at some segment both are words that differ,
 * or one is a word its parameter's pattern refuses (`/users/tokens/{id}` against `/users/{id}/password`: "tokens"
 * is no id).
 */
function distinguishable(description: ApiDescription, first: string, second: string): boolean {
  const patternOf = (path: string, name: string) =>
    Object.values(description.paths[path]!)
      .flatMap((operation) => operation.parameters ?? [])
      .find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema?.pattern;
  const refuses = (path: string, segment: string, word: string) => {
    const pattern = patternOf(path, segment.slice(1, -1));
    return pattern !== undefined && !new RegExp(pattern).test(word);
  };
  const segments = second.split('/');
  return first.split('/').some((segment, index) => {
    const other = segments[index]!;
    const isParameter = (s: string) => s.startsWith('{');
    if (!isParameter(segment) && !isParameter(other)) return segment !== other;
    if (isParameter(segment) && !isParameter(other)) return refuses(first, segment, other);
    if (!isParameter(segment) && isParameter(other)) return refuses(second, other, segment);
    return false;
  });
}

describeWithDatabases(
  'the API description at /api/docs/json',
  (t) => {
    let description: ApiDescription;
    beforeAll(async () => {
      description = (await t.anonymous.inject('/api/docs/json')).json();
    });

    it('names each operation after its entry in the endpoint table (`glossary.list`), each name once', () => {
      for (const [domain, group] of Object.entries(endpoints)) {
        for (const [name, endpoint] of Object.entries(group)) {
          const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
          const operation = description.paths[path]?.[endpoint.method.toLowerCase()];
          expect(operation?.operationId, `${endpoint.method} ${path}`).toBe(`${domain}.${name}`);
        }
      }
      const ids = operationsOf(description).map(({ operation }) => operation.operationId);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('serves its paths from /api, as the route table writes them', () => {
      expect(description.servers).toEqual([expect.objectContaining({ url: '/api' })]);
      expect(description.paths['/glossary/{id}/records']).toBeDefined();
    });

    it('defines each tag with what it holds, and every tag it defines is used', () => {
      expect(description.tags).toEqual(Object.entries(API_TAGS).map(([name, description]) => ({ name, description })));
      const used = new Set(operationsOf(description).flatMap(({ operation }) => operation.tags ?? []));
      expect([...used].sort()).toEqual(Object.keys(API_TAGS).sort());
    });

    it("describes a document's live events as a 200 streaming text/event-stream", () => {
      const events = description.paths['/document/{id}/events']!.get!;
      expect(Object.keys(events.responses['200']!.content!)).toEqual(['text/event-stream']);
    });

    it("passes Redocly's recommended rules (redocly.yaml); what they still warn of is checked here", async () => {
      mkdirSync(generated, { recursive: true });
      const file = join(generated, 'openapi.json');
      writeFileSync(file, JSON.stringify(description));
      const lint = await run('redocly', ['lint', file, '--format=json', '--max-problems=1000'], {
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      });
      expect(lint.status, lint.stdout + lint.stderr).toBe(0);
      const { problems } = JSON.parse(lint.stdout) as { problems: RedoclyProblem[] };
      expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      const warnings = problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`);
      // The project names no license yet, and the health check takes no input: it answers 200, or 503. Single
      // sign-on's start, callback and logout (SAML's start and ACS) are browser navigations, answered by a redirect (302), never a 2xx.
      const expected = [
        'info-license #/info',
        'operation-2xx-response #/paths/~1auth~1saml~1{provider}~1acs/post/responses',
        'operation-2xx-response #/paths/~1auth~1saml~1{provider}~1logout/get/responses',
        'operation-2xx-response #/paths/~1auth~1saml~1{provider}~1slo/get/responses',
        'operation-2xx-response #/paths/~1auth~1saml~1{provider}~1start/get/responses',
        'operation-2xx-response #/paths/~1auth~1sso~1{provider}~1callback/get/responses',
        'operation-2xx-response #/paths/~1auth~1sso~1{provider}~1logout/get/responses',
        'operation-2xx-response #/paths/~1auth~1sso~1{provider}~1start/get/responses',
        'operation-4xx-response #/paths/~1health/get/responses',
      ];
      expect(warnings.filter((warning) => !warning.startsWith('no-ambiguous-paths')).sort()).toEqual(expected);
      // Paths that differ where one has an id and the other a word: that word is never an id.
      for (const problem of problems.filter((problem) => problem.ruleId === 'no-ambiguous-paths')) {
        const [first, second] = [...problem.message.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
        expect(distinguishable(description, first!, second!), problem.message).toBe(true);
      }
    });

    it('gives types (openapi-typescript) that a client calling the API type-checks against', async () => {
      mkdirSync(generated, { recursive: true });
      writeFileSync(join(generated, 'openapi-paths.ts'), astToString(await openapiTS(JSON.stringify(description))));
      const project = join(generated, 'tsconfig.json');
      // One folder to the compiler, so that the caller's `./openapi-paths.ts` is the file generated here.
      const rootDirs = [relative(generated, dirname(caller)), '.'];
      const files = [relative(generated, caller), 'openapi-paths.ts'];
      writeFileSync(
        project,
        JSON.stringify({
          extends: relative(generated, join(root, 'tsconfig.base.json')),
          compilerOptions: { rootDirs },
          files,
        }),
      );
      const check = await run('tsc', ['-p', project]);
      expect(check.stdout + check.stderr).toBe('');
      expect(check.status).toBe(0);
      rmSync(project);
    });
  },
  { only: 'pglite' },
);

describeWithDatabases('a client generated from the API description', (t) => {
  it('signs in and reads who is signed in against the server', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { user, password } = await t.createUser('user');
    const { signInAndAskWhoIsSignedIn } = (await import(caller)) as {
      signInAndAskWhoIsSignedIn(baseUrl: string, email: string, password: string): Promise<string>;
    };
    expect(await signInAndAskWhoIsSignedIn(`${baseUrl}/api`, user.email, password)).toBe(user.email);
  });
});
