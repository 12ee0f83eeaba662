import { z } from 'zod';

/**
 * The kinds of problem a request's value can have, as the `details` of a 400 `invalid_request` answer name them.
 * Clients word each kind in their own language with the field's name and the detail's limit (`minimum`,
 * `maximum`), choices (`choices`), format (`format`), expected type (`expected`) or keys (`keys`); `invalid` is any
 * other problem (a rule of the endpoint's own, a union no option of which fits…), told by the detail's `message`.
 */
export const VALIDATION_PROBLEM_KINDS = [
  'required',
  'too_short',
  'too_long',
  'too_few',
  'too_many',
  'too_small',
  'too_big',
  'not_one_of',
  'invalid_format',
  'wrong_type',
  'unknown_keys',
  'invalid',
] as const;
export type ValidationProblemKind = (typeof VALIDATION_PROBLEM_KINDS)[number];

/**
 * One problem of a refused request: where (`body.name`, `query.page`, `body.target_langs.1`: the request's part
 * first), the server's English `message`, its `kind`, and what the kind needs to be said:
 * - too_short, too_long: `minimum`/`maximum` characters; too_few, too_many: items;
 * - too_small, too_big: the number's `minimum`/`maximum`, `inclusive` false when the bound itself is refused too;
 * - not_one_of: the `choices`, as text; invalid_format: the `format` (email, url, uuid, datetime, date, regex…);
 * - wrong_type: the `expected` type (string, number, int, boolean, array, object…);
 * - unknown_keys: the `keys` the endpoint does not take.
 */
export const ValidationProblem = z.object({
  path: z.string(),
  message: z.string(),
  kind: z.enum(VALIDATION_PROBLEM_KINDS).optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  inclusive: z.boolean().optional(),
  choices: z.array(z.string()).optional(),
  format: z.string().optional(),
  expected: z.string().optional(),
  keys: z.array(z.string()).optional(),
});
export type ValidationProblem = z.infer<typeof ValidationProblem>;

/** A zod issue as far as this reads it (zod's own, or one a framework passed on with the same fields). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  values?: unknown;
  format?: unknown;
  expected?: unknown;
  keys?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The value at `path` in `input` (undefined when any step is missing). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const step of path) {
    if (!isRecord(value)) return undefined;
    value = value[String(step)];
  }
  return value;
}

const asNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'bigint' ? Number(value) : undefined;

/** A length limit of text or a list, a bound of a number; anything else (a date's bound…) is left `invalid`. */
function sizeKind(issue: IssueLike): Omit<ValidationProblem, 'path' | 'message'> {
  const small = issue.code === 'too_small';
  const limit = asNumber(small ? issue.minimum : issue.maximum);
  if (limit === undefined) return { kind: 'invalid' };
  const bound = small ? { minimum: limit } : { maximum: limit };
  switch (issue.origin) {
    case 'string':
      // Text that needs a character at all (`min(1)`, often after trim()) and has none: nothing was given.
      if (small && limit === 1) return { kind: 'required' };
      return { kind: small ? 'too_short' : 'too_long', ...bound };
    case 'array':
    case 'set':
      return { kind: small ? 'too_few' : 'too_many', ...bound };
    case 'number':
    case 'int':
    case 'bigint':
      return { kind: small ? 'too_small' : 'too_big', ...bound, inclusive: issue.inclusive !== false };
    default:
      return { kind: 'invalid' };
  }
}

/** The zod issues that a value left out raises (a type, one of some choices, one of a union's options). */
const MISSABLE = new Set(['invalid_type', 'invalid_value', 'invalid_union']);

/** What kind of problem a zod issue is, with what its wording needs. */
function problemOf(issue: IssueLike, input: unknown): Omit<ValidationProblem, 'path' | 'message'> {
  // zod says what it expected; the person only left the field out.
  const value = valueAt(input, issue.path);
  if (MISSABLE.has(issue.code) && (value === undefined || value === null)) return { kind: 'required' };
  switch (issue.code) {
    case 'invalid_type':
      return typeof issue.expected === 'string'
        ? { kind: 'wrong_type', expected: issue.expected }
        : { kind: 'invalid' };
    case 'too_small':
    case 'too_big':
      return sizeKind(issue);
    case 'invalid_value':
      return Array.isArray(issue.values) && issue.values.length > 0
        ? { kind: 'not_one_of', choices: issue.values.map(String) }
        : { kind: 'invalid' };
    case 'invalid_format':
      return typeof issue.format === 'string' ? { kind: 'invalid_format', format: issue.format } : { kind: 'invalid' };
    case 'unrecognized_keys':
      return Array.isArray(issue.keys) ? { kind: 'unknown_keys', keys: issue.keys.map(String) } : { kind: 'invalid' };
    default:
      return { kind: 'invalid' };
  }
}

/**
 * The `details` of a 400 `invalid_request` answer for the issues of one request part: `context` names the part
 * (`body`, `query`, `params`…), `input` is what the request sent in it, which tells a missing value (required)
 * from one of the wrong type.
 */
export function validationProblems(
  issues: readonly IssueLike[],
  context: string | undefined,
  input: unknown,
): ValidationProblem[] {
  return issues.map((issue) => ({
    path: [context, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message || 'is invalid',
    ...problemOf(issue, input),
  }));
}
