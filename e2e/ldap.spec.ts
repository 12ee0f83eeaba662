/**
 * Signing in with the company directory in the browser: Debian's slapd started by the test on loopback (StartTLS, its
 * certificate trusted through the provider's settings), configured in Tessera by an admin through the API; a
 * signed-out person opens a page, picks the directory on the sign-in page, types the directory's username and
 * password, and lands on the page asked for with the role their group maps to.
 */
import { expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  directoryProviderSettings,
  SLAPD_MISSING,
  slapdInstalled,
  startSlapd,
  type TestDirectory,
} from '../server/src/test/slapd.ts';
import { adminApi, answerOf, appUrl, test } from './fixtures.ts';

const SLUG = `e2e-ldap-${randomBytes(3).toString('hex')}`;
let directory: TestDirectory;

test.skip(!slapdInstalled, SLAPD_MISSING);

test.beforeAll(async () => {
  directory = await startSlapd({ tls: true });
  const admin = await adminApi(appUrl());
  await answerOf(
    admin.put(`/api/admin/sign-in-providers/${SLUG}`, {
      data: {
        ...directoryProviderSettings(directory),
        name: 'Corp directory',
        role_map: { translators: 'user', 'it-admins': 'admin' },
      },
    }),
    200,
  );
});

test.afterAll(async () => {
  const admin = await adminApi(appUrl());
  expect((await admin.delete(`/api/admin/sign-in-providers/${SLUG}`)).status()).toBe(204);
  await directory?.close();
});

test('signs in with the directory from the sign-in page and lands on the page asked for', async ({ page }) => {
  const uid = `rosa-${randomBytes(3).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  await directory.addPerson({ uid, password, mail: `${uid}@corp.example` }, ['it-admins']);

  await page.goto('/users/');
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Fusers%2F$/);
  await page.getByRole('button', { name: 'Sign in with Corp directory' }).click();
  const form = page.getByRole('form', { name: 'Sign in with Corp directory' });
  await form.getByLabel('Username').fill(uid);
  await form.getByLabel('Password').fill('not the password');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login\//);

  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/users\/$/);
  // The account was made just in time, named after the directory's login, an admin by its group.
  const currentUser = page.getByRole('group', { name: 'Current user' });
  await expect(currentUser.getByRole('link', { name: `Profile of ${uid}` })).toBeVisible();
  await expect(currentUser).toContainText('admin');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
});
