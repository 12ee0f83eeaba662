/**
 * API tokens and invitations against the real server: a token made on the profile screen works with fetch
 * (no cookie, no CSRF header) until it is revoked there, or the password is changed asking to revoke them all; an admin's invitation link, opened in another
 * browser, creates the account and lands the invitee signed in, and works only once.
 */
import { expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ADMIN, createUser, signIn, test, appUrl } from './fixtures.ts';

test('a token created on the profile screen works with fetch until it is revoked', async ({ page }) => {
  const translator = await createUser(appUrl(), 'user');
  await page.goto('/');
  await signIn(page, translator.email, translator.password);
  await page.getByRole('link', { name: `Profile of ${translator.username}` }).click();
  await expect(page).toHaveURL(/\/profile\/$/);

  const form = page.getByRole('form', { name: 'New API token' });
  await form.getByLabel('Token name').fill('nightly sync');
  await form.getByLabel('Scope').selectOption('write');
  await form.getByRole('button', { name: 'Create token' }).click();
  const secret = await page.getByLabel('New token').inputValue();
  expect(secret).toMatch(/^tsr_/);
  const row = page.getByRole('table', { name: 'API tokens' }).getByRole('row', { name: /nightly sync/ });
  await expect(row).toContainText('Never used');

  // As a script would: the token alone, no cookie and no CSRF header.
  const call = (token: string) =>
    page.evaluate(async (bearer) => {
      const me = await fetch('/api/user/', { credentials: 'omit', headers: { Authorization: `Bearer ${bearer}` } });
      const created = await fetch('/api/glossary/', {
        method: 'POST',
        credentials: 'omit',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'not for translators', source_lang: 'en', target_lang: 'de' }),
      });
      return {
        me: me.status,
        username: me.ok ? ((await me.json()) as { username: string }).username : null,
        create: created.status,
      };
    }, token);
  // A translator's token may not create glossaries, as the translator may not: 403 (access), not a CSRF refusal.
  expect(await call(secret)).toEqual({ me: 200, username: translator.username, create: 403 });

  await page.reload();
  await expect(row).not.toContainText('Never used');
  await row.getByRole('button', { name: 'Revoke nightly sync' }).click();
  await expect(row).toHaveCount(0);
  expect((await call(secret)).me).toBe(401);
});

test('a password change that asks to revoke every token of the account does', async ({ page }) => {
  const translator = await createUser(appUrl(), 'user');
  await page.goto('/profile/');
  await signIn(page, translator.email, translator.password);
  const tokenForm = page.getByRole('form', { name: 'New API token' });
  await tokenForm.getByLabel('Token name').fill('laptop script');
  await tokenForm.getByRole('button', { name: 'Create token' }).click();
  const secret = await page.getByLabel('New token').inputValue();
  const status = () =>
    page.evaluate(
      async (bearer) =>
        (await fetch('/api/user/', { credentials: 'omit', headers: { Authorization: `Bearer ${bearer}` } })).status,
      secret,
    );
  expect(await status()).toBe(200);

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(translator.password);
  await form.getByLabel(/^New password/).fill('a password after the takeover');
  await form.getByLabel('Repeat the new password').fill('a password after the takeover');
  await form.getByLabel('Also revoke all my API tokens').check();
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toContainText('API tokens revoked');
  await expect(page.getByText('No API tokens yet')).toBeVisible();
  expect(await status()).toBe(401);
});

test('an admin invites; the invitee opens the link in another browser, chooses a password and is signed in', async ({
  page,
  browser,
}) => {
  const tag = `ines-${randomBytes(3).toString('hex')}`;
  await page.goto('/users/');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('Email').fill(`${tag}@tessera.test`);
  await dialog.getByLabel('Role').selectOption('manager');
  await dialog.getByRole('button', { name: 'Create invitation link' }).click();
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  const invitationRow = page.getByRole('row', { name: `${tag}@tessera.test` });
  await expect(invitationRow).toContainText('pending');
  await expect(invitationRow).toContainText('Manager');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(link);
  const form = inviteePage.getByRole('form', { name: 'Accept invitation' });
  await expect(form).toContainText(`${tag}@tessera.test`);
  await expect(form).toContainText('manager');
  await form.getByLabel('Username').fill(tag);
  await form.getByLabel('Password', { exact: true }).fill('ines chose this password');
  await form.getByLabel('Repeat the password').fill('ines chose this password');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(inviteePage.getByTestId('current-username')).toHaveText(tag);
  await expect(inviteePage).toHaveURL(/\/$/);
  // A manager: the home screen offers what managers may do.
  await expect(inviteePage.getByRole('button', { name: 'New glossary' })).toBeVisible();

  // The link worked once.
  const again = await browser.newContext();
  const againPage = await again.newPage();
  await againPage.goto(link);
  await expect(againPage.getByRole('heading', { name: 'This invitation can no longer be used' })).toBeVisible();
  await expect(againPage.getByText(/already used/)).toBeVisible();
  await page.reload();
  await expect(invitationRow).toContainText('used');
  await invitee.close();
  await again.close();
});
