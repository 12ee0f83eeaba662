import { z } from 'zod';
import { ScimError } from './errors.ts';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** Entra ID sends booleans as the strings "True" and "False"; Okta as JSON booleans. */
export const ScimBoolean = z.preprocess(
  (value) => (typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value),
  z.boolean('must be true or false'),
);

export const Text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Attributes Tessera does not keep (title, phone numbers, the enterprise extension…) pass and are ignored. */
export const ScimName = z.looseObject({
  formatted: Text(200).nullish(),
  givenName: Text(100).nullish(),
  familyName: Text(100).nullish(),
});

export const ScimEmail = z.looseObject({
  value: Text(254),
  type: z.string().max(50).nullish(),
  primary: ScimBoolean.optional(),
});

export const ScimEmails = z.array(ScimEmail).max(50);

export const ScimUserBody = z.looseObject({
  userName: Text(254).min(1, 'userName is required'),
  externalId: Text(256).nullish(),
  name: ScimName.nullish(),
  displayName: Text(200).nullish(),
  emails: ScimEmails.nullish(),
  active: ScimBoolean.optional(),
});
export type ScimUserBody = z.infer<typeof ScimUserBody>;

export const ScimMember = z.looseObject({ value: z.string().min(1).max(20), display: z.string().nullish() });
export const ScimMembers = z.array(ScimMember).max(10_000);

export const ScimGroupBody = z.looseObject({
  displayName: Text(256).min(1, 'displayName is required'),
  externalId: Text(256).nullish(),
  members: ScimMembers.nullish(),
});
export type ScimGroupBody = z.infer<typeof ScimGroupBody>;

/** Entra ID capitalises the operation ("Replace"); RFC 7644 and Okta do not. */
export const PatchOperation = z.object({
  op: z
    .string()
    .transform((op) => op.toLowerCase())
    .pipe(z.enum(['add', 'replace', 'remove'], 'op must be add, replace or remove')),
  path: z.string().trim().max(500).optional(),
  value: z.unknown().optional(),
});
export type PatchOperation = z.infer<typeof PatchOperation>;

export const PatchBody = z.looseObject({
  Operations: z.array(PatchOperation).min(1, 'Operations must hold at least one operation').max(1000),
});

/**
 * `value` read with `schema`, or a 400 `invalidValue` naming what is wrong (`emails.0.value: …`): SCIM clients show
 * the detail to the admin who set them up.
 */
export function parseScim<S extends z.ZodType>(schema: S, value: unknown, where = ''): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = [where, ...issue.path.map(String)].filter(Boolean).join('.');
  throw new ScimError(400, `${path ? `${path}: ` : ''}${issue.message}`, 'invalidValue');
}

/** The body as an object, else 400 `invalidSyntax`. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ScimError(400, 'The request body must be a JSON object', 'invalidSyntax');
  return body as Record<string, unknown>;
}

/** `startIndex` (1-based) and `count` of a list request (RFC 7644 §3.4.2.4); at most MAX_COUNT a page. */
export const MAX_COUNT = 200;
export const ListQuery = z.looseObject({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number('startIndex must be a number').int('startIndex must be a whole number').optional(),
  count: z.coerce.number('count must be a number').int('count must be a whole number').optional(),
  excludedAttributes: z.string().max(500).optional(),
});

export interface Page {
  startIndex: number;
  count: number;
}

/** A startIndex below 1 is read as 1 and a negative count as 0, as RFC 7644 §3.4.2.4 says. */
export function pageOf(query: z.infer<typeof ListQuery>): Page {
  return {
    startIndex: Math.max(1, query.startIndex ?? 1),
    count: Math.min(MAX_COUNT, Math.max(0, query.count ?? 100)),
  };
}

export function listResponse<R>(resources: R[], total: number, page: Page) {
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
