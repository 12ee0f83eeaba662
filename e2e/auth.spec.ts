/**
 * Sign-in and the navigation guard against the real server: deep links while signed out, a wrong password,
 * logout. When the guard asks the server again for the current user is tested in shared/src/router
 * (GuardedRoutes.test.tsx); a disabled user's open session ending, in users.spec.ts.
 */
import { expect } from '@playwright/test';
import { ADMIN, signIn, test } from './fixtures.ts';

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
