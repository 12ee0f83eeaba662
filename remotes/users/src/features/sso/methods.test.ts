import { expect, it } from 'vitest';
import { signInMethodLabel } from './methods.ts';

const METHODS = [
  { user_id: 1, password: true, providers: [] },
  { user_id: 2, password: false, providers: ['Corp SSO'] },
  { user_id: 3, password: true, providers: ['Corp SSO', 'Partner ID'] },
  { user_id: 4, password: false, providers: [] },
];

it('names how each user signs in: a password, the providers, or both', () => {
  expect([1, 2, 3, 4].map((id) => signInMethodLabel(METHODS, id))).toEqual([
    'Password',
    'Corp SSO',
    'Password, Corp SSO, Partner ID',
    'Nothing yet',
  ]);
  expect(signInMethodLabel(undefined, 1)).toBe('');
});
