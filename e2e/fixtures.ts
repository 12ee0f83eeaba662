/**
 * Shared helpers of the browser tests: the first admin the composed app is started with, signing in through
 * the login screen, and creating users through the API.
 */
import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_VALUE, type Role, type User } from '@tessera/shared/contract';

export const ADMIN = { email: 'e2e-admin@tessera.test', password: 'e2e admin password 1' };

/** Guard re-validation interval override read by shared/src/guard (window.__TESSERA_REVALIDATE_MS__). */
export async function setRevalidateInterval(page: Page, ms: number): Promise<void> {
  await page.addInitScript((value) => {
    (window as unknown as { __TESSERA_REVALIDATE_MS__: number }).__TESSERA_REVALIDATE_MS__ = value;
  }, ms);
}

/**
 * Fills and submits the login screen. Navigate first (a signed-out visit to any page lands on the login);
 * this waits for the login screen, since the guard's redirect happens in the page after `goto` returns.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  options: { remember?: boolean } = {},
): Promise<void> {
  await expect(page).toHaveURL(/\/login\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-username')).toBeVisible();
}

/** An API client signed in with these credentials (a session of its own), sending the CSRF header like the app does. */
export async function apiAs(baseURL: string, credentials: { email: string; password: string }) {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { [CSRF_HEADER]: CSRF_VALUE } });
  const login = await context.post('/api/auth/login', {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

/** An API client signed in as the first admin. */
export const adminApi = (baseURL: string) => apiAs(baseURL, ADMIN);

/** Creates a user with this role through the API; returns it with its password. */
export async function createUser(baseURL: string, role: Role): Promise<User & { password: string }> {
  const api = await adminApi(baseURL);
  try {
    const tag = `${role}-${randomBytes(3).toString('hex')}`;
    const password = `password of ${tag}`;
    const response = await api.post('/api/users/', {
      data: { email: `${tag}@tessera.test`, username: tag, password, role },
    });
    expect(response.status(), await response.text()).toBe(201);
    return { ...((await response.json()) as User), password };
  } finally {
    await api.dispose();
  }
}

/** Opens `path` signed out, signs in on the login screen the guard shows, and expects to come back to `path`. */
export async function openAs(page: Page, path: string, who: { email: string; password: string } = ADMIN) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\/\?redirect=/);
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?') + '$'));
}

/**
 * Signs the admin in on the home page and chooses `file` in the import dialog that the `action` button opens
 * (the button and its dialog have the same name); returns the dialog.
 */
export async function homeImportDialog(
  page: Page,
  action: string,
  fileLabel: string,
  file: { name: string; mimeType: string; content: string },
) {
  await openAs(page, '/');
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog
    .getByLabel(fileLabel)
    .setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.content) });
  return dialog;
}

type Imported = { processing_status: string; processing_error: string | null };

/** Polls `GET url` (a glossary or TM) until its import is done; fails on an import error or after `seconds`. */
export async function waitUntilImported<T extends Imported>(
  api: APIRequestContext,
  url: string,
  seconds = 60,
): Promise<T> {
  for (let attempt = 0; attempt < seconds * 10; attempt++) {
    const item = (await (await api.get(url)).json()) as T;
    if (item.processing_status === 'done') return item;
    if (item.processing_status === 'error') throw new Error(`import failed: ${item.processing_error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('import did not finish');
}
