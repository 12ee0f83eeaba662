/**
 * Single sign-on in the browser: an OpenID Provider (`oidc-provider`, certified) started by the test on loopback,
 * configured in Tessera by an admin through the API; a signed-out person opens a page, is sent to the sign-in page,
 * clicks the provider's button, signs in on the provider's own login and consent pages, and lands on the page asked
 * for with the role their group maps to. Signing out of Tessera then offers signing out of the provider, whose own page
 * ends its session and sends the browser back to the sign-in page.
 */
import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { startOidcProvider, type TestOidcProvider } from '../server/src/test/oidc-provider.ts';
import { adminApi, answerOf, test, appUrl } from './fixtures.ts';

const SLUG = `e2e-${randomBytes(3).toString('hex')}`;
const CLIENT = { client_id: 'tessera-e2e', client_secret: randomBytes(16).toString('hex') };
let op: TestOidcProvider;

test.beforeAll(async () => {
  const baseURL = appUrl();
  op = await startOidcProvider([
    {
      ...CLIENT,
      redirect_uris: [`${baseURL}/api/auth/sso/${SLUG}/callback`],
      post_logout_redirect_uris: [`${baseURL}/login/`],
    },
  ]);
  const admin = await adminApi(baseURL);
  await answerOf(
    admin.put(`/api/admin/sign-in-providers/${SLUG}`, {
      data: { name: 'Corp SSO', issuer: op.issuer, ...CLIENT, role_map: { translators: 'user', 'it-admins': 'admin' } },
    }),
    200,
  );
});

test.afterAll(async () => {
  const admin = await adminApi(appUrl());
  expect((await admin.delete(`/api/admin/sign-in-providers/${SLUG}`)).status()).toBe(204);
  await op?.close();
});

/** Signs in on oidc-provider's own pages, which take any password: its login form, then its consent form. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A new person of the provider in `groups` signs in from Tessera's sign-in page; answers their login. */
async function signInFromLoginPage(page: Page, name: string, groups: string[]): Promise<string> {
  const login = `${name}-${randomBytes(3).toString('hex')}`;
  op.accounts.set(login, { email: `${login}@corp.example`, email_verified: true, groups });
  await page.goto('/login/');
  await page.getByRole('link', { name: 'Sign in with Corp SSO' }).click();
  await signInAtProvider(page, login);
  return login;
}

test("signs in through the provider's own pages from the sign-in page and lands on the page asked for", async ({
  page,
}) => {
  const login = `ines-${randomBytes(3).toString('hex')}`;
  op.accounts.set(login, {
    email: `${login}@corp.example`,
    email_verified: true,
    name: 'Ines Admin',
    groups: ['it-admins'],
  });

  await page.goto('/users/');
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Fusers%2F$/);
  await page.getByRole('link', { name: 'Sign in with Corp SSO' }).click();
  await expect(page).toHaveURL(new RegExp(`^${op.issuer}/interaction/`));
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(/\/users\/$/);
  // The account was made just in time, named after the login, an admin by its group.
  const currentUser = page.getByRole('group', { name: 'Current user' });
  await expect(currentUser.getByRole('link', { name: `Profile of ${login}` })).toBeVisible();
  await expect(currentUser).toContainText('admin');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
});

test('a person in no mapped group is sent back to the sign-in page with the reason', async ({ page }) => {
  await signInFromLoginPage(page, 'otto', ['marketing']);
  await expect(page).toHaveURL(/\/login\/\?sso_error=/);
  await expect(page.getByRole('alert')).toContainText('is in no group that may use Tessera');
});

test('signing out of Tessera offers signing out of the provider too, whose own page ends its session', async ({
  page,
}) => {
  const login = await signInFromLoginPage(page, 'tara', ['translators']);
  await expect(page.getByRole('group', { name: 'Current user' })).toContainText(login);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  expect((await page.request.get('/api/user/')).status()).toBe(401);
  await page.getByRole('link', { name: 'Also sign out of Corp SSO' }).click();

  // oidc-provider's own "sign out?" page, reached with the session's ID token as its hint.
  await expect(page).toHaveURL(new RegExp(`^${op.issuer}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  await expect(page.getByRole('link', { name: /Also sign out/ })).toHaveCount(0);

  // The provider's session ended too: signing in again asks for the login again.
  await page.getByRole('link', { name: 'Sign in with Corp SSO' }).click();
  await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
});
