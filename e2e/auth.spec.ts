/**
 * Sign-in and the navigation guard against the real server: deep links while signed out, logout,
 * the re-validation of the current user, a disabled user's open session.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, createUser, setRevalidateInterval, signIn } from './fixtures.ts';

test('a deep link while signed out goes to the login with redirect, and back after sign-in', async ({ page }) => {
  await page.goto('/users/');
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Fusers%2F$/);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/users\/$/);
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
});

test('a page opened at the login URL signs in and opens the app at the wanted page, with the router working', async ({
  page,
}) => {
  await page.goto('/login/?redirect=%2Fusers%2F');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/users\/$/);
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await page.goBack();
  await page.goForward();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
});

test('a wrong password shows an error and stays on the login screen', async ({ page }) => {
  await page.goto('/login/');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/wrong email or password/i)).toBeVisible();
  await expect(page).toHaveURL(/\/login\//);
});

test('logout returns to the login screen and the session is gone', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  const me = await page.request.get('/api/user/');
  expect(me.status()).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\/\?redirect=%2F$/);
});

test('the current user is fetched again once the re-validation interval has passed', async ({ page }) => {
  // The spec's interval is 10 minutes; the guard reads a shorter one for this test.
  await setRevalidateInterval(page, 3_000);
  const translator = await createUser(test.info().project.use.baseURL!, 'user');
  await page.goto('/');
  await signIn(page, translator.email, translator.password);

  const isUserFetch = (url: string) => new URL(url).pathname === '/api/user/';
  const userFetches: number[] = [];
  page.on('request', (request) => {
    if (isUserFetch(request.url())) userFetches.push(Date.now());
  });
  const home = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click();
  // Once the interval has passed, navigating asks the server again. (Counted from this answer rather than from the
  // sign-in: a loaded machine may take longer than the interval to show the home screen's sections after it.)
  await page.waitForTimeout(3_500);
  const refetched = page.waitForResponse((response) => isUserFetch(response.url()));
  await home();
  await refetched;
  // Within the interval, navigating does not ask the server again.
  const fetchesBefore = userFetches.length;
  await home();
  expect(userFetches).toHaveLength(fetchesBefore);

  // Once the session has ended on the server, the next re-validation sends the user to sign in.
  const api = await adminApi(test.info().project.use.baseURL!);
  expect((await api.put(`/api/users/${translator.id}`, { data: { disabled: true } })).status()).toBe(200);
  await api.dispose();
  await page.waitForTimeout(3_500);
  await home();
  await expect(page).toHaveURL(/\/login\/\?redirect=/);
});
