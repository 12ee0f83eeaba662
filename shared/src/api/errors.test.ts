import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';
import { errorMessage, signInFailureMessage } from './errors.ts';

const answer = (status: number, body?: unknown) => new ApiError(status, undefined, body);

describe('errorMessage: what a screen tells the user about a failed call', () => {
  it("passes the server's message on", () => {
    expect(errorMessage(answer(400, { message: 'name is required' }))).toBe('name is required');
    expect(errorMessage(answer(409, { message: 'Already exists' }))).toBe('Already exists');
  });

  it('has plain words for no answer, a missing thing, a refusal and an answer without a message', () => {
    expect(errorMessage(answer(0))).toMatch(/could not be reached/);
    expect(errorMessage(answer(404))).toMatch(/no longer exists/);
    expect(errorMessage(answer(403, { message: 'Forbidden' }))).toBe('You do not have permission to do this.');
    expect(errorMessage(answer(502))).toBe('The server answered with an error (502).');
  });

  it("uses the screen's own words for a missing thing and a conflicting edit", () => {
    const wording = { notFound: 'This segment no longer exists.', conflict: 'Someone else changed this segment.' };
    expect(errorMessage(answer(404), wording)).toBe(wording.notFound);
    expect(errorMessage(answer(409, { message: 'stale' }), wording)).toBe(wording.conflict);
  });

  it('falls back to the error text for anything that is not an API answer', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('???')).toBe('Something went wrong.');
  });
});

describe('signInFailureMessage: why signing in failed', () => {
  it.each([
    ['a wrong password', 401, 'Wrong email or password'],
    ['a disabled account, even though it is a refusal', 403, 'This account is disabled'],
  ])("passes the server's reason on: %s (%i)", (_reason, status, message) => {
    expect(signInFailureMessage(answer(status, { message }))).toBe(message);
  });

  it('has plain words for no answer and for anything that is not an API answer', () => {
    expect(signInFailureMessage(answer(0))).toMatch(/could not be reached/);
    expect(signInFailureMessage(new Error('boom'))).toBe('Signing in failed. Please try again.');
  });
});
