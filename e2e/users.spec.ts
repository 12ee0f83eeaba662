/**
 * The users screen against the real server: a plain user is turned away; an admin creates,
 * disables and re-enables a user, and the disabled user's open session is sent to login on its next
 * navigation.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ADMIN, adminApi, createGlossary, createUser, signIn, test, appUrl } from './fixtures.ts';

/** Disables or enables the user of `row` (named `tag`) through its button and the dialog that asks first. */
async function confirmOnRow(page: Page, row: Locator, tag: string, action: 'Disable' | 'Enable') {
  await row.getByRole('button', { name: `${action} ${tag}` }).click();
  await page
    .getByRole('dialog', { name: `${action} ${tag}?` })
    .getByRole('button', { name: `${action} user` })
    .click();
}

test('a plain user cannot use the users screen', async ({ page }) => {
  const translator = await createUser(appUrl(), 'user');
  await page.goto('/users/');
  await signIn(page, translator.email, translator.password);
  await expect(page).toHaveURL(/\/users\/$/);
  await expect(page.getByText('You are not allowed to manage users')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' })).toHaveCount(0);
});

test("an admin creates, disables and re-enables a user; the disabled user's open session ends", async ({
  page: adminPage,
  browser,
}) => {
  const tag = `mia-${randomBytes(3).toString('hex')}`;
  const mia = { email: `${tag}@tessera.test`, username: tag, password: 'mia password 123' };

  await adminPage.goto('/users/');
  await signIn(adminPage, ADMIN.email, ADMIN.password);
  await adminPage.getByRole('button', { name: 'New user' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'New user' });
  await dialog.getByLabel('Email').fill(mia.email);
  await dialog.getByLabel('Username').fill(mia.username);
  await dialog.getByLabel('Role').selectOption('user');
  await dialog.getByLabel('Password').fill(mia.password);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  const row = adminPage.getByRole('row', { name: tag });
  await expect(row).toContainText('Active');

  // Mia signs in in her own browser, with the usual 10-minute re-validation interval.
  const api = await adminApi(appUrl());
  const glossary = await createGlossary(api, `Terms of ${tag}`);
  await api.dispose();
  const miaContext = await browser.newContext();
  const miaPage = await miaContext.newPage();
  await miaPage.goto('/');
  await signIn(miaPage, mia.email, mia.password);
  const glossaryLink = miaPage.getByRole('link', { name: `Terms of ${tag}` });
  await expect(glossaryLink).toBeVisible();

  await confirmOnRow(adminPage, row, tag, 'Disable');
  await expect(row).toContainText('Disabled');

  // Her next navigation: the screen's first call gets a 401, and she lands on the login with the page she wanted.
  await glossaryLink.click();
  // The login page is told why: the account is disabled (only this browser, which held its session, learns it).
  await expect(miaPage).toHaveURL(new RegExp(`/login/\\?redirect=%2Fglossary%2F${glossary.id}&account=disabled$`));
  // While disabled she cannot sign in again, and her right password tells her why.
  await miaPage.getByLabel('Email').fill(mia.email);
  await miaPage.getByLabel('Password').fill(mia.password);
  await miaPage.getByRole('button', { name: 'Sign in' }).click();
  // The refusal of this sign-in (an alert), not the page's warning above the form, which says the same.
  await expect(miaPage.getByRole('alert').getByText('This account is disabled')).toBeVisible();

  await confirmOnRow(adminPage, row, tag, 'Enable');
  await expect(row).toContainText('Active');
  await signIn(miaPage, mia.email, mia.password);
  await expect(miaPage.getByTestId('current-username')).toHaveText(tag);
  await miaContext.close();
});
