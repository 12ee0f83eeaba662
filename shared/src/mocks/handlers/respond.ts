import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { PageQuery } from '../../contract/common.ts';
import { PAGE_SIZE } from '../../contract/plain.ts';
import type { Route } from '../../contract/routes.ts';
import type { User } from '../../contract/users.ts';
import { can, type Permission } from '../../contract/permissions.ts';
import { currentUser, db } from '../db.ts';

type Resolver = Parameters<typeof http.get>[1];
type ResolverInfo = Parameters<Resolver>[0];

/** The routes the mock answers: the conformance suite parses each one's answers with the contract's schemas. */
export const mockedRoutes = new Set<Route>();

/** What a handler gets: msw's request, params and cookies, and who is signed in (none on a public route). */
export type HandlerInfo = ResolverInfo & { user: User };
type Handler = (info: HandlerInfo) => ReturnType<Resolver>;

/**
 * The mock's answer to a route of the contract's table, at the route's method and path; '*' in front of the path so
 * it matches any origin (the browser's and Node's absolute URLs). The route's permission, from the contract's
 * table (the one the server reads too), is checked first: 401 for no one signed in, 403 for a role without it.
 */
export function handle(route: Route, resolver: Handler) {
  mockedRoutes.add(route);
  return http[route.method.toLowerCase() as Lowercase<Route['method']>](`*/api${route.path}`, (info) => {
    if (!route.permission) return resolver(info as HandlerInfo);
    const auth = requireUser(route.permission);
    return auth.ok ? resolver({ ...info, user: auth.user }) : auth.answer;
  });
}

/** handle for a route that sends a JSON body: parsed with `schema` (400 when it does not parse), as `body`. */
handle.withBody = <S extends z.ZodType>(
  route: Route,
  schema: S,
  resolver: (info: HandlerInfo & { body: z.infer<S> }) => ReturnType<Resolver>,
) =>
  handle(route, async (info) => {
    const body = await parseBody(info.request, schema);
    return body.ok ? resolver({ ...info, body: body.value }) : body.answer;
  });

/**
 * A page of a glossary's or a TM's records for `?page=&search=`: 400 for a query the contract refuses, else the
 * records one of whose `texts` holds the search (a case-insensitive substring) and their number, never capped (the
 * server's cap is tested on the server: GlossaryScreen.server.test.tsx).
 */
export function searchedRecordsPage<T>(request: Request, all: T[], texts: (record: T) => string[]): Response {
  const query = PageQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorAnswer(400, 'Invalid request', query.error.issues);
  const { page, search } = query.data;
  const found = all.filter((record) => holdsSearch(texts(record), search));
  return HttpResponse.json({
    records: found.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
    total_rows: found.length,
  });
}

/** Whether one of `texts` holds `search`, case aside: the mock's search is a plain substring. */
export const holdsSearch = (texts: string[], search: string) =>
  texts.some((text) => text.toLowerCase().includes(search.toLowerCase()));

/** A missing glossary or record id answers 404 with an EMPTY body. */
export const notFound = () => new HttpResponse(null, { status: 404 });

/** A segment id that names none: 404 with its message. */
export const segmentNotFound = () => errorAnswer(404, 'Segment not found');

export const errorAnswer = (status: number, message: string, details?: unknown) =>
  HttpResponse.json(details === undefined ? { message } : { message, details }, { status });

/** Deletes the entry of `list` that `matches`: 204, or 404 with `message` when there is none. */
export function deleteFrom<T>(list: T[], matches: (item: T) => boolean, message: string): Response {
  const index = list.findIndex(matches);
  if (index < 0) return errorAnswer(404, message);
  list.splice(index, 1);
  return new HttpResponse(null, { status: 204 });
}

/** Path ids are positive integers; anything else is simply not found. */
export function idParam(value: string | readonly string[] | undefined): number | undefined {
  const id = Number(value);
  return typeof value === 'string' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A body's problems as the server words them: each field named `body.<field>`, the first in the message. */
function invalidBody(issues: readonly z.core.$ZodIssue[]): Response {
  const details = issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = details[0];
  return errorAnswer(400, first ? `Invalid request: ${first.path} ${first.message}` : 'Invalid request', details);
}

/** Parses a JSON body with a contract schema: the parsed value, or the 400 answer to return. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; value: z.infer<S> } | { ok: false; answer: Response }> {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return { ok: false, answer: errorAnswer(400, 'Body must be JSON') };
  }
  const result = schema.safeParse(json);
  if (!result.success) return { ok: false, answer: invalidBody(result.error.issues) };
  return { ok: true, value: result.data };
}

/**
 * Who may call a route, by the contract's permission table (the one the server reads too): 401 for no one signed in,
 * 403 for a role without the permission, so screens meet both on the mock.
 */
export function requireUser(
  permission: Permission = 'session',
): { ok: true; user: User } | { ok: false; answer: Response } {
  const user = currentUser();
  if (!user) return { ok: false, answer: errorAnswer(401, 'Not signed in') };
  if (!can(user, permission)) return { ok: false, answer: errorAnswer(403, 'Your role does not allow this') };
  return { ok: true, user };
}

export type ItemResolver<T, Extra = object> = (item: T, info: HandlerInfo & Extra) => ReturnType<Resolver>;

/**
 * The handlers of the routes on one kind of item: the route's permission (401/403), then the item the path's `:id`
 * names, or `missing()` (404) when there is none. A route with a body (`withBody`) parses it before the item is
 * looked up: a bad body answers 400 even for a missing item.
 */
export function itemHandler<T>(find: (id: number | undefined) => T | undefined, missing: () => Response = notFound) {
  const item = <I extends HandlerInfo>(info: I, resolver: (item: T, info: I) => ReturnType<Resolver>) => {
    const found = find(idParam(info.params.id));
    return found === undefined ? missing() : resolver(found, info);
  };
  const on = (route: Route, resolver: ItemResolver<T>) => handle(route, (info) => item(info, resolver));
  on.withBody = <S extends z.ZodType>(route: Route, schema: S, resolver: ItemResolver<T, { body: z.infer<S> }>) =>
    handle.withBody(route, schema, (info) => item(info, resolver));
  return on;
}

/** The routes on one document, one project of the fixtures (404 with its message for an id that names none). */
export const handleDocument = itemHandler(
  (id) => db.documents.find((document) => document.id === id),
  () => errorAnswer(404, 'Document not found'),
);
export const handleProject = itemHandler(
  (id) => db.projects.find((project) => project.id === id),
  () => errorAnswer(404, 'Project not found'),
);
