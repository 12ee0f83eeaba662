import { expect, it } from 'vitest';
import { signInMethodParts } from './methods.ts';

const METHODS = [
  { user_id: 1, password: true, providers: [] },
  { user_id: 2, password: false, providers: ['Corp SSO'] },
  { user_id: 3, password: true, providers: ['Corp SSO', 'Partner ID'] },
  { user_id: 4, password: false, providers: [] },
];

const label = (id: number) =>
  signInMethodParts(METHODS, id)
    .map((part) => part.text)
    .join('');
const names = (id: number) => signInMethodParts(METHODS, id).flatMap((part) => (part.isName ? [part.text] : []));

it('names how each user signs in: a password, the providers, or both', () => {
  expect([1, 2, 3, 4].map(label)).toEqual(['Password', 'Corp SSO', 'Password, Corp SSO, Partner ID', 'Nothing yet']);
  expect(signInMethodParts(undefined, 1)).toEqual([]);
});

it("marks the providers' names as names, not the interface's words", () => {
  expect([1, 2, 3, 4].map(names)).toEqual([[], ['Corp SSO'], ['Corp SSO', 'Partner ID'], []]);
});
