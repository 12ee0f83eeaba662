import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Email } from './users.ts';
import { ValidationProblem, validationProblems } from './validation.ts';

const Body = z.strictObject({
  name: z.string().trim().min(1, 'name is required').max(5),
  username: z.string().min(2).optional(),
  role: z.enum(['user', 'manager', 'admin']).optional(),
  mode: z.literal('direct').optional(),
  email: Email.optional(),
  count: z.number().int().min(1).max(10).optional(),
  share: z.number().positive().lt(1).optional(),
  langs: z.array(z.string()).min(1).max(2).optional(),
  flag: z.boolean().optional(),
});

/** The problems of a body as a 400 answer's details list them. */
function problemsOf(body: unknown): ValidationProblem[] {
  const parsed = Body.safeParse(body);
  if (parsed.success) throw new Error('the body fits');
  return validationProblems(parsed.error.issues, 'body', body);
}

/** The one problem of `body`, apart from its English message. */
function problemOf(body: unknown) {
  const [problem, ...others] = problemsOf({ name: 'Anna', ...(body as object) });
  expect(others).toEqual([]);
  const { message, ...rest } = problem!;
  expect(message).not.toBe('');
  return rest;
}

describe('the problems of a refused request', () => {
  it('say that a value is required when it is missing, null or empty text', () => {
    expect(problemsOf({})).toEqual([{ path: 'body.name', message: expect.any(String), kind: 'required' }]);
    expect(problemOf({ name: null })).toEqual({ path: 'body.name', kind: 'required' });
    expect(problemOf({ name: '   ' })).toEqual({ path: 'body.name', kind: 'required' });
    const Choice = z.object({ role: z.enum(['user', 'admin']), ids: z.union([z.array(z.number()), z.literal('all')]) });
    expect(validationProblems(Choice.safeParse({}).error!.issues, 'body', {})).toEqual([
      { path: 'body.role', message: expect.any(String), kind: 'required' },
      { path: 'body.ids', message: expect.any(String), kind: 'required' },
    ]);
  });

  it("give a text's and a list's length limits", () => {
    expect(problemOf({ name: 'Annabel' })).toEqual({ path: 'body.name', kind: 'too_long', maximum: 5 });
    expect(problemOf({ username: 'a' })).toEqual({ path: 'body.username', kind: 'too_short', minimum: 2 });
    expect(problemOf({ langs: [] })).toEqual({ path: 'body.langs', kind: 'too_few', minimum: 1 });
    expect(problemOf({ langs: ['de', 'fr', 'ja'] })).toEqual({ path: 'body.langs', kind: 'too_many', maximum: 2 });
  });

  it("give a number's bounds, saying whether the bound itself is allowed", () => {
    expect(problemOf({ count: 0 })).toEqual({ path: 'body.count', kind: 'too_small', minimum: 1, inclusive: true });
    expect(problemOf({ count: 11 })).toEqual({ path: 'body.count', kind: 'too_big', maximum: 10, inclusive: true });
    expect(problemOf({ share: 0 })).toEqual({ path: 'body.share', kind: 'too_small', minimum: 0, inclusive: false });
    expect(problemOf({ share: 1 })).toEqual({ path: 'body.share', kind: 'too_big', maximum: 1, inclusive: false });
  });

  it('give the choices of a value that is not one of them, as text', () => {
    expect(problemOf({ role: 'boss' })).toEqual({
      path: 'body.role',
      kind: 'not_one_of',
      choices: ['user', 'manager', 'admin'],
    });
    expect(problemOf({ mode: 'later' })).toEqual({ path: 'body.mode', kind: 'not_one_of', choices: ['direct'] });
  });

  it('name the format a text misses, and the type a value should have', () => {
    expect(problemOf({ email: 'anna@corp' })).toEqual({ path: 'body.email', kind: 'invalid_format', format: 'email' });
    expect(problemOf({ flag: 'yes' })).toEqual({ path: 'body.flag', kind: 'wrong_type', expected: 'boolean' });
    expect(problemOf({ count: 2.5 })).toEqual({ path: 'body.count', kind: 'wrong_type', expected: 'int' });
  });

  it('list the keys the endpoint does not take, as a problem of the whole part', () => {
    expect(problemOf({ colour: 'red' })).toEqual({ path: 'body', kind: 'unknown_keys', keys: ['colour'] });
  });

  it("leave a rule of the endpoint's own as invalid, told by its message", () => {
    const Dates = z.object({ from: z.string(), to: z.string() }).refine((dates) => dates.from < dates.to, {
      message: 'to must come after from',
      path: ['to'],
    });
    const body = { from: '2026-02-01', to: '2026-01-01' };
    expect(validationProblems(Dates.safeParse(body).error!.issues, 'body', body)).toEqual([
      { path: 'body.to', message: 'to must come after from', kind: 'invalid' },
    ]);
  });

  it("are in the contract's shape, and name the part of the request they are in", () => {
    for (const problem of problemsOf({ name: '', role: 'boss', colour: 'red' }))
      expect(ValidationProblem.strict().parse(problem)).toEqual(problem);
    const query = { page: '-1' };
    const issues = z.object({ page: z.coerce.number().min(0) }).safeParse(query).error!.issues;
    expect(validationProblems(issues, 'querystring', query)[0]!.path).toBe('querystring.page');
  });
});
