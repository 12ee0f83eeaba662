import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { PageQuery } from '../../contract/common.ts';
import { PAGE_SIZE } from '../../contract/plain.ts';
import { validationProblems } from '../../contract/validation.ts';
import type { Route } from '../../contract/routes.ts';
import type { User } from '../../contract/users.ts';
import { can } from '../../contract/permissions.ts';
import { currentUser, db, now, perReset } from '../db.ts';

type Resolver = Parameters<typeof http.get>[1];

/** The routes the mock answers: the conformance suite parses each one's answers with the contract's schemas. */
export const mockedRoutes = new Set<Route>();

/** What a handler gets: msw's request, params and cookies, and who is signed in (none on a public route). */
export type HandlerInfo = Parameters<Resolver>[0] & { user: User };
type Handler = (info: HandlerInfo) => ReturnType<Resolver>;

/** An error answer in the contract's shape (ErrorBody): the server's code for it, and its English message. */
export const errorAnswer = (status: number, code: string, message: string, details?: unknown) =>
  HttpResponse.json(details === undefined ? { message, code } : { message, code, details }, { status });

/**
 * The mock's answer to a route of the contract's table, at the route's method and path ('*' in front: any origin).
 * The route's permission in the table is checked first, so screens meet 401 (no one signed in) and 403 on the mock.
 */
export function handle(route: Route, resolver: Handler) {
  mockedRoutes.add(route);
  return http[route.method.toLowerCase() as Lowercase<Route['method']>](`*/api${route.path}`, (info) => {
    if (!route.permission) return resolver(info as HandlerInfo);
    const user = currentUser();
    if (!user) return errorAnswer(401, 'not_signed_in', 'Not signed in');
    if (!can(user, route.permission)) return errorAnswer(403, 'forbidden', 'Your role does not allow this');
    return resolver({ ...info, user });
  });
}

/** handle for a route that sends a JSON body: parsed with the contract's `schema` (400 when it does not parse). */
handle.withBody = <S extends z.ZodType>(
  route: Route,
  schema: S,
  resolver: (info: HandlerInfo & { body: z.infer<S> }) => ReturnType<Resolver>,
) =>
  handle(route, async (info) => {
    const sent: unknown = await info.request.json().catch(() => undefined);
    const body = schema.safeParse(sent);
    return body.success ? resolver({ ...info, body: body.data }) : invalidBody(body.error.issues, sent);
  });

/**
 * A body's problems as the server tells them (contract ValidationProblem): each field named `body.<field>` with the
 * problem's kind and limits, the first in the message.
 */
function invalidBody(issues: readonly z.core.$ZodIssue[], sent: unknown): Response {
  const details = validationProblems(issues, 'body', sent);
  return errorAnswer(400, 'invalid_request', `Invalid request: ${details[0]?.path} ${details[0]?.message}`, details);
}

/**
 * The request's query as `schema` reads it (the contract's, as the server validates it), or the 400 the server
 * answers for it, each problem named.
 */
export function queryOf<T extends z.ZodType>(
  request: Request,
  schema: T,
): { query: z.infer<T>; sent: Record<string, string> } | { invalid: Response } {
  const sent = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(sent);
  if (parsed.success) return { query: parsed.data, sent };
  return {
    invalid: errorAnswer(
      400,
      'invalid_request',
      'Invalid request',
      validationProblems(parsed.error.issues, 'querystring', sent),
    ),
  };
}

/**
 * A page of a glossary's or a TM's records for `?page=&search=`: those one of whose `texts` holds the search (a
 * plain substring, case aside) and their number.
 */
export function searchedRecordsPage<T>(request: Request, all: T[], texts: (record: T) => string[]): Response {
  const read = queryOf(request, PageQuery);
  if ('invalid' in read) return read.invalid;
  const { page, search } = read.query;
  const found = all.filter((record) => holdsSearch(texts(record), search));
  return HttpResponse.json({
    records: found.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
    total_rows: found.length,
  });
}

export const holdsSearch = (texts: string[], search: string) =>
  texts.some((text) => text.toLowerCase().includes(search.toLowerCase()));

/** Deletes the entry of `list` that `matches`: 204, or 404 with `code` and `message` when there is none. */
export function deleteFrom<T>(list: T[], matches: (item: T) => boolean, code: string, message: string): Response {
  const index = list.findIndex(matches);
  if (index < 0) return errorAnswer(404, code, message);
  list.splice(index, 1);
  return new HttpResponse(null, { status: 204 });
}

/** Path ids are positive integers; anything else is simply not found. */
export function idParam(value: string | readonly string[] | undefined): number | undefined {
  const id = Number(value);
  return typeof value === 'string' && Number.isInteger(id) && id > 0 ? id : undefined;
}

export type ItemResolver<T, Extra = object> = (item: T, info: HandlerInfo & Extra) => ReturnType<Resolver>;

/**
 * The handlers of the routes on one kind of item: the route's permission (401/403), then the item the path's `:id`
 * names, or 404 when there is none (with `missing` for its code and message; a glossary's or TM's has an EMPTY body). A body
 * (`withBody`) is parsed before the item is looked up.
 */
export function itemHandler<T>(
  find: (id: number | undefined) => T | undefined,
  missing?: { code: string; message: string },
) {
  const item = <I extends HandlerInfo>(info: I, resolver: (item: T, info: I) => ReturnType<Resolver>) => {
    const found = find(idParam(info.params.id));
    if (found !== undefined) return resolver(found, info);
    return missing ? errorAnswer(404, missing.code, missing.message) : new HttpResponse(null, { status: 404 });
  };
  const on = (route: Route, resolver: ItemResolver<T>) => handle(route, (info) => item(info, resolver));
  on.withBody = <S extends z.ZodType>(route: Route, schema: S, resolver: ItemResolver<T, { body: z.infer<S> }>) =>
    handle.withBody(route, schema, (info) => item(info, resolver));
  return on;
}

/** The routes on one document, one project of the fixtures (404 with its message for an id that names none). */
export const handleDocument = itemHandler((id) => db.documents.find((d) => d.id === id), {
  code: 'document_not_found',
  message: 'Document not found',
});
export const handleProject = itemHandler((id) => db.projects.find((project) => project.id === id), {
  code: 'project_not_found',
  message: 'Project not found',
});

/** A document's setting: `get` answers what `put` last took for it, else `fallback`. */
export function documentSetting<S extends z.ZodObject>(get: Route, put: Route, schema: S, fallback: z.infer<S>) {
  const stored = perReset(() => new Map<number, z.infer<S>>());
  return [
    handleDocument(get, ({ id }) => HttpResponse.json(stored().get(id) ?? fallback)),
    handleDocument.withBody(put, schema, ({ id }, { body }) => {
      stored().set(id, body);
      return HttpResponse.json(body);
    }),
  ];
}

/** A rename (`{name}`), answered with `{message}`: the new name and the time of the change. */
export const renamed =
  (message: string) =>
  (item: { name: string; updated_at?: string }, { body }: { body: { name: string } }) => {
    Object.assign(item, { name: body.name }, item.updated_at === undefined ? {} : { updated_at: now() });
    return HttpResponse.json({ message });
  };
