import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { OpenAPIBackend, type Document, type Request } from 'openapi-backend';
import { parse as parseYaml } from 'yaml';

/**
 * A forge's REST API as its owner publishes it, served on loopback for tests: every request is routed and
 * validated (path, method, parameters, body) against the forge's own OpenAPI description by openapi-backend, and
 * answered with the description's example for the operation (or, where a test asks, another status the
 * operation documents, or the example changed, checked against the description's schema for that answer).
 * Nothing here knows what a pull request is.
 */
export interface ForgeApi {
  url: string;
  /** Every request, with the operation it matched and why it was refused, if it was. */
  requests: ForgeRequest[];
  /** The next answer to an operation: a status the description documents, its body changed from the example. */
  answerNext(operationId: string, status: number, change?: (example: unknown) => unknown): void;
  close(): Promise<void>;
}

export interface ForgeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  operationId: string | undefined;
  status: number;
  /** Why the description refuses the request (or the answer asked for): empty when it takes it. */
  refusals: string[];
}

/**
 * GitHub's REST API description for api.github.com, from `@octokit/openapi` (GitHub's own, published with each
 * release). Read as the one file it is: the package's index loads every edition's (some 400 MB).
 */
export async function githubDescription(): Promise<Document> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@octokit/openapi/generated/api.github.com.json');
  return JSON.parse(await readFile(file, 'utf8')) as Document;
}

/**
 * Gitea's REST API description (also Forgejo's for pull requests), the Swagger 2.0 file Gitea publishes, kept as
 * published in `forges/` (README there). Gitea renders it as a Go template, so its version and sub-path are filled in
 * here.
 */
export async function giteaDescription(): Promise<Document> {
  const template = await readFile(new URL('./forges/gitea-v1_json.tmpl', import.meta.url), 'utf8');
  return fromSwagger(
    JSON.parse(
      template.replace('{{AppVer | JSEscape | Safe}}', '1.0.0').replace('{{AppSubUrl | JSEscape | Safe}}', ''),
    ) as object,
  );
}

/**
 * GitLab's REST API description for its merge requests: the path items and definitions of the Swagger 2.0 file
 * GitLab publishes (doc/api/openapi/openapi_v2.yaml), copied byte for byte into `forges/` (README there), whose
 * paths hold `/api/v4` themselves.
 */
export async function gitlabDescription(): Promise<Document> {
  const text = await readFile(new URL('./forges/gitlab-merge-requests.openapi_v2.yaml', import.meta.url), 'utf8');
  return fromSwagger(parseYaml(text) as object);
}

/** A Swagger 2.0 description as the OpenAPI 3 openapi-backend reads, by swagger2openapi's documented `convertObj`. */
async function fromSwagger(swagger: object): Promise<Document> {
  const require = createRequire(import.meta.url);
  const { convertObj } = require('swagger2openapi') as {
    convertObj(swagger: object, options: object): Promise<{ openapi: Document }>;
  };
  return (await convertObj(swagger, { patch: true, warnOnly: true })).openapi;
}

export async function startForgeApi(definition: Document): Promise<ForgeApi> {
  // `quick` compiles each operation's validators when first used (a forge's description has about a thousand);
  // `strict` fails on a description that cannot be read. Formats a description names of its own (GitHub's
  // `repo.nwo`) are not checked, and not warned about.
  // The API lives under its server's path (Gitea's `/api/v1`, from the description's basePath).
  const apiRoot = new URL(definition.servers?.[0]?.url ?? '/', 'http://forge').pathname;
  const api = new OpenAPIBackend({ definition, apiRoot, quick: true, strict: true, ajvOpts: { logger: false } });
  const planned = new Map<string, { status: number; change?: (example: unknown) => unknown }[]>();
  type Answer = { status: number; body: unknown; refusals: string[] };
  api.register({
    validationFail: (context): Answer => ({
      status: 422,
      body: { message: 'The request does not fit the description' },
      refusals: (context.validation.errors ?? []).map((error) => `${error.instancePath} ${error.message}`),
    }),
    notFound: (): Answer => ({ status: 404, body: {}, refusals: ['no operation of the description has this path'] }),
    methodNotAllowed: (): Answer => ({
      status: 405,
      body: {},
      refusals: ['the path has no operation for this method'],
    }),
    notImplemented: (context): Answer => {
      const operation = context.operation;
      const next = planned.get(operation.operationId!)?.shift();
      // Where the description gives no example (Gitea's gives none, and its schemas nest a repository in its own
      // parent, which no mock can be drawn from), the test's change writes the whole answer.
      const { status, mock } = hasExample(operation, next?.status)
        ? api.mockResponseForOperation(operation.operationId!, next && { code: next.status })
        : { status: next?.status ?? successOf(operation), mock: undefined };
      const body = next?.change ? next.change(structuredClone(mock)) : mock;
      // Not every example fits its own schema (GitHub's example pull request lacks its teams' `type`): an answer
      // is refused for what the test's change broke, not for what the forge's own example holds.
      const problems = (answer: unknown) =>
        (api.validateResponse(answer, operation, status).errors ?? []).map(
          (error) => `answer ${error.instancePath} ${error.message}`,
        );
      const own = new Set(mock === undefined ? [] : problems(mock));
      return { status, body, refusals: problems(body).filter((problem) => !own.has(problem)) };
    },
  });
  // A description that asks for credentials (Gitea's does, for every operation) is satisfied by a request carrying
  // one of the kinds it names, where it names them.
  for (const [name, scheme] of Object.entries(definition.components?.securitySchemes ?? {}))
    api.registerSecurityHandler(name, (context) => carriesCredential(scheme, context.request));
  api.register('unauthorizedHandler', (): Answer => ({
    status: 401,
    body: { message: 'Unauthorized' },
    refusals: ['the request carries no credential the description accepts'],
  }));
  await api.init();

  const requests: ForgeRequest[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://forge');
    const body = text ? JSON.parse(text) : undefined;
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined),
    );
    const routed: Request = { method: request.method ?? 'GET', path: url.pathname, query: url.search, headers, body };
    const answer = (await api.handleRequest(routed)) as Answer;
    requests.push({
      method: routed.method,
      path: url.pathname + url.search,
      headers: request.headers,
      body,
      operationId: api.matchOperation(routed)?.operationId,
      status: answer.status,
      refusals: answer.refusals,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerNext(operationId, status, change) {
      planned.set(operationId, [...(planned.get(operationId) ?? []), { status, change }]);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function carriesCredential(scheme: object, request: Request): boolean {
  const { type, in: where, name, scheme: httpScheme } = scheme as Record<string, string | undefined>;
  const header = (key: string) => {
    const value = request.headers[key.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  if (type === 'apiKey' && where === 'header' && name) return Boolean(header(name));
  if (type === 'apiKey' && where === 'query' && name)
    return new URLSearchParams(typeof request.query === 'string' ? request.query : '').has(name);
  if (type === 'http' && httpScheme)
    return (header('authorization') ?? '').toLowerCase().startsWith(`${httpScheme.toLowerCase()} `);
  return false;
}

/** The operation's answers, as openapi-backend holds them once it has resolved the description's references. */
type Answers = Record<string, { content?: Record<string, { example?: unknown; examples?: unknown }> }>;

/** Whether the operation's answer for a status (its first success when none is asked for) has an example. */
function hasExample(operation: { responses?: object }, status: number | undefined): boolean {
  const answers = (operation.responses ?? {}) as Answers;
  const content = answers[String(status ?? successOf(operation))]?.content?.['application/json'];
  return content?.example !== undefined || content?.examples !== undefined;
}

function successOf(operation: { responses?: object }): number {
  return Number(Object.keys(operation.responses ?? {}).find((code) => code.startsWith('2')) ?? 200);
}
