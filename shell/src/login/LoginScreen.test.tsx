import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { mockServer } from '@tessera/shared/mocks/node';
import { LoginScreen } from './LoginScreen.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());

const PROVIDERS = [
  { slug: 'corp', name: 'Corp SSO', start_url: '/api/auth/sso/corp/start' },
  { slug: 'partner', name: 'Partner ID', start_url: '/api/auth/sso/partner/start' },
];

it('offers a button per single sign-on provider, each coming back to the page the guard asked for', async () => {
  mockServer.use(http.get('*/auth/providers', () => HttpResponse.json(PROVIDERS)));
  render(<LoginScreen search="?redirect=%2Fprojects%2F7%3Ftab%3Dfiles" onSignedIn={() => {}} />);
  const corp = await screen.findByRole('link', { name: 'Sign in with Corp SSO' });
  expect(corp.getAttribute('href')).toBe('/api/auth/sso/corp/start?redirect=%2Fprojects%2F7%3Ftab%3Dfiles');
  expect(screen.getByRole('link', { name: 'Sign in with Partner ID' }).getAttribute('href')).toBe(
    '/api/auth/sso/partner/start?redirect=%2Fprojects%2F7%3Ftab%3Dfiles',
  );
});

it('sends the browser home, never off this origin, when the redirect asked for is not a path of the app', async () => {
  mockServer.use(http.get('*/auth/providers', () => HttpResponse.json(PROVIDERS.slice(0, 1))));
  render(<LoginScreen search="?redirect=%2F%2Fevil.example%2F" onSignedIn={() => {}} />);
  const corp = await screen.findByRole('link', { name: 'Sign in with Corp SSO' });
  expect(corp.getAttribute('href')).toBe('/api/auth/sso/corp/start?redirect=%2F');
});

it('says why single sign-on refused, in the words the server sent back', async () => {
  render(
    <LoginScreen search="?sso_error=Your+Corp+SSO+account+is+in+no+group+that+may+use+Tessera" onSignedIn={() => {}} />,
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Your Corp SSO account is in no group that may use Tessera');
  // The mocks name no provider: the password form alone.
  expect(screen.queryByRole('navigation', { name: 'Single sign-on' })).toBeNull();
});
