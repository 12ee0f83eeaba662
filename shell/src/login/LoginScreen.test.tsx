import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { setLocale } from '@tessera/shared/i18n';
import { mockServer } from '@tessera/shared/mocks/node';
import { LoginScreen } from './LoginScreen.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());

const PROVIDERS = [
  { protocol: 'oidc', slug: 'corp', name: 'Corp SSO', start_url: '/api/auth/sso/corp/start' },
  { protocol: 'oidc', slug: 'partner', name: 'Partner ID', start_url: '/api/auth/sso/partner/start' },
];
const DIRECTORY = { protocol: 'ldap', slug: 'ad', name: 'Company directory' };
const PAULA = {
  id: 7,
  email: 'paula@corp.example',
  username: 'paula',
  display_name: 'Paula',
  role: 'manager',
  disabled: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

it('offers a button per single sign-on provider, each coming back to the page the guard asked for', async () => {
  mockServer.use(http.get('*/auth/providers', () => HttpResponse.json(PROVIDERS)));
  render(<LoginScreen search="?redirect=%2Fprojects%2F7%3Ftab%3Dfiles" onSignedIn={() => {}} />);
  const corp = await screen.findByRole('link', { name: 'Sign in with Corp SSO' });
  expect(corp.getAttribute('href')).toBe('/api/auth/sso/corp/start?redirect=%2Fprojects%2F7%3Ftab%3Dfiles');
  expect(screen.getByRole('link', { name: 'Sign in with Partner ID' }).getAttribute('href')).toBe(
    '/api/auth/sso/partner/start?redirect=%2Fprojects%2F7%3Ftab%3Dfiles',
  );
});

it('offers a SAML identity provider as a link to its start URL, coming back to the page asked for', async () => {
  const okta = { protocol: 'saml', slug: 'okta', name: 'Okta', start_url: '/api/auth/saml/okta/start' };
  mockServer.use(http.get('*/auth/providers', () => HttpResponse.json([okta, DIRECTORY])));
  render(<LoginScreen search="?redirect=%2Fprojects%2F7" onSignedIn={() => {}} />);
  const link = await screen.findByRole('link', { name: 'Sign in with Okta' });
  expect(link.getAttribute('href')).toBe('/api/auth/saml/okta/start?redirect=%2Fprojects%2F7');
  expect(screen.getByRole('button', { name: 'Sign in with Company directory' })).toBeTruthy();
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

it('asks for the directory username and password in place, then goes on to the page asked for', async () => {
  const user = userEvent.setup();
  const posted: { provider: unknown; body: unknown }[] = [];
  let signedIn = false;
  mockServer.use(
    http.get('*/auth/providers', () => HttpResponse.json([...PROVIDERS.slice(0, 1), DIRECTORY])),
    http.post('*/auth/ldap/:provider/login', async ({ params, request }) => {
      posted.push({ provider: params.provider, body: await request.json() });
      signedIn = true;
      return HttpResponse.json(PAULA);
    }),
    http.get('*/user/', () =>
      signedIn ? HttpResponse.json(PAULA) : HttpResponse.json({ message: 'Sign in first' }, { status: 401 }),
    ),
  );
  const onSignedIn = vi.fn();
  render(<LoginScreen search="?redirect=%2Fprojects%2F7" onSignedIn={onSignedIn} />);
  // A button, not a link: nothing leaves the page until the password is typed.
  await user.click(await screen.findByRole('button', { name: 'Sign in with Company directory' }));
  await screen.findByRole('form', { name: 'Sign in with Company directory' });
  expect(screen.queryByLabelText('Email')).toBeNull();
  await user.type(screen.getByLabelText('Username'), 'paula');
  await user.type(screen.getByLabelText('Password'), 'directory password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/projects/7'));
  expect(posted).toEqual([
    { provider: 'ad', body: { username: 'paula', password: 'directory password', remember: false } },
  ]);
});

it("says the server's refusal and lets the person try again, or go back to the other ways to sign in", async () => {
  const user = userEvent.setup();
  mockServer.use(
    http.get('*/auth/providers', () => HttpResponse.json([DIRECTORY])),
    http.post('*/auth/ldap/:provider/login', () =>
      HttpResponse.json({ message: 'Wrong username or password' }, { status: 401 }),
    ),
  );
  const onSignedIn = vi.fn();
  render(<LoginScreen search="" onSignedIn={onSignedIn} />);
  await user.click(await screen.findByRole('button', { name: 'Sign in with Company directory' }));
  await user.type(await screen.findByLabelText('Username'), 'paula');
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect((await screen.findByRole('alert')).textContent).toContain('Wrong username or password');
  expect(onSignedIn).not.toHaveBeenCalled();
  expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('paula');
  await user.click(screen.getByRole('button', { name: 'Other ways to sign in' }));
  expect(await screen.findByLabelText('Email')).toBeTruthy();
});

it("offers, after Tessera's own sign-out, signing out of the provider the session came from", async () => {
  mockServer.use(
    http.get('*/auth/providers', () => HttpResponse.json(PROVIDERS)),
    http.get('*/auth/sso/signed-out', () =>
      HttpResponse.json({ provider: { slug: 'corp', name: 'Corp SSO', logout_url: '/api/auth/sso/corp/logout' } }),
    ),
  );
  render(<LoginScreen search="" onSignedIn={() => {}} signedOut />);
  const offer = await screen.findByRole('link', { name: 'Also sign out of Corp SSO' });
  expect(offer.getAttribute('href')).toBe('/api/auth/sso/corp/logout');
  expect(screen.getByText('You are signed out of Tessera')).toBeTruthy();
});

it('says the provider sign-out as one sentence that ends in its link, each language spacing it: none in Japanese', async () => {
  mockServer.use(
    http.get('*/auth/providers', () => HttpResponse.json(PROVIDERS)),
    http.get('*/auth/sso/signed-out', () =>
      HttpResponse.json({ provider: { slug: 'corp', name: 'Corp SSO', logout_url: '/api/auth/sso/corp/logout' } }),
    ),
  );
  try {
    render(<LoginScreen search="" onSignedIn={() => {}} signedOut />);
    const note = (await screen.findByRole('link', { name: 'Also sign out of Corp SSO' })).parentElement!;
    expect(note.textContent).toBe('You may still be signed in at Corp SSO. Also sign out of Corp SSO');
    await act(() => setLocale('ja', { remember: false }));
    const link = await screen.findByRole('link', { name: 'Corp SSO からもサインアウト' });
    expect(link.parentElement!.textContent).toBe(
      'Corp SSO にはまだサインインしている可能性があります。Corp SSO からもサインアウト',
    );
  } finally {
    await act(() => setLocale('en', { remember: false }));
  }
});

it('offers no provider sign-out when the session came from none, and asks only after a sign-out', async () => {
  const asked = vi.fn(() => HttpResponse.json({ provider: null }));
  mockServer.use(
    http.get('*/auth/providers', () => HttpResponse.json(PROVIDERS)),
    http.get('*/auth/sso/signed-out', asked),
  );
  render(<LoginScreen search="" onSignedIn={() => {}} signedOut />);
  await screen.findByRole('link', { name: 'Sign in with Corp SSO' });
  await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('link', { name: /Also sign out/ })).toBeNull();
  cleanup();
  render(<LoginScreen search="" onSignedIn={() => {}} />);
  await screen.findByRole('link', { name: 'Sign in with Corp SSO' });
  expect(asked).toHaveBeenCalledTimes(1);
});
