/**
 * Shared helpers of the browser tests: the composed app each worker starts, the first admin it is started with,
 * signing in through the login screen, and creating users, glossaries and translation memories through the API.
 */
import { randomBytes } from 'node:crypto';
import {
  expect,
  test as base,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  CSRF_HEADER,
  CSRF_VALUE,
  type Glossary,
  type Role,
  type TranslationMemory,
  type User,
} from '@tessera/shared/contract';
import { startAppServer, type AppServer } from './app-server.ts';

export const ADMIN = { email: 'e2e-admin@tessera.test', password: 'e2e admin password 1' };

let appOfThisWorker: AppServer | undefined;

/** The address of this worker's composed app, for set-up through the API. */
export function appUrl(): string {
  if (!appOfThisWorker) throw new Error('appUrl() is for tests of fixtures.ts, once the worker started its app');
  return appOfThisWorker.url;
}

/**
 * Playwright's `test` with the composed app as `baseURL`: each worker process starts the production server of its
 * own (API, shell and remotes on one port, a fresh embedded database, `ADMIN` as the first admin), so tests in
 * different workers never see each other's settings, sessions or throttles.
 */
export const test = base.extend<object, { app: AppServer }>({
  app: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const app = await startAppServer({
        admin: ADMIN,
        env: {
          // The remotes are served by the app itself, under /remotes/<name>/.
          TESSERA_REMOTES: '',
          // A test whose sign-in must fail names a client address of its own (X-Forwarded-For), so the failures it
          // makes on purpose, repeated or beside other tests', never reach the sign-in throttle's limit per address.
          TRUST_PROXY: 'true',
        },
      });
      appOfThisWorker = app;
      await use(app);
      await app.stop();
    },
    // Started for every test, since set-up through the API needs its address (appUrl) as much as a page does.
    // Creating the embedded database takes a while on a busy 2-core machine.
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});

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
  const { email, password } = credentials;
  await answerOf(context.post('/api/auth/login', { data: { email, password } }), 200);
  return context;
}

/** The JSON answer of an API call that sets a test up; another status than `status` fails with the server's answer. */
export async function answerOf<T>(call: Promise<APIResponse>, status: number): Promise<T> {
  const response = await call;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** An API client signed in as the first admin. */
export const adminApi = (baseURL: string) => apiAs(baseURL, ADMIN);

/** Creates a user with this role through the API; returns it with its password. */
export async function createUser(baseURL: string, role: Role): Promise<User & { password: string }> {
  const api = await adminApi(baseURL);
  try {
    const tag = `${role}-${randomBytes(3).toString('hex')}`;
    const password = `password of ${tag}`;
    const user = await answerOf<User>(
      api.post('/api/users/', { data: { email: `${tag}@tessera.test`, username: tag, password, role } }),
      201,
    );
    return { ...user, password };
  } finally {
    await api.dispose();
  }
}

/** An empty glossary, en → de, made through the API. */
export const createGlossary = (api: APIRequestContext, name: string) =>
  answerOf<Glossary>(api.post('/api/glossary/', { data: { name, source_lang: 'en', target_lang: 'de' } }), 201);

/** An empty translation memory, en → de, made through the API. */
export const createTm = (api: APIRequestContext, name: string) =>
  answerOf<TranslationMemory>(
    api.post('/api/translation_memory/', { data: { name, source_lang: 'en', target_lang: 'de' } }),
    201,
  );

/** A translation memory imported from `tmx` through the API (languages from the file), once its import is done. */
export async function importTm(api: APIRequestContext, name: string, tmx: string): Promise<TranslationMemory> {
  const { id } = await answerOf<TranslationMemory>(
    api.post('/api/translation_memory/import', {
      multipart: { name, file: { name: 'memory.tmx', mimeType: 'application/xml', buffer: Buffer.from(tmx) } },
    }),
    202,
  );
  return waitUntilImported<TranslationMemory>(api, `/api/translation_memory/${id}`);
}

/**
 * Sessions this worker process opened through the API, by email: the browser state (cookies) of each, so that a test
 * that is not about signing in starts signed in without the login screen, and the admin signs in once per worker.
 */
const sessionsOfThisWorker = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>['cookies']>();

/**
 * Signs the page's browser in as `who` through the API, reusing this worker's session of `who` while the server still
 * knows it (a test may have ended it: signed out, disabled, changed the password).
 */
async function signInThroughApi(context: BrowserContext, who: { email: string; password: string }) {
  const known = sessionsOfThisWorker.get(who.email);
  if (known) {
    await context.addCookies(known);
    if ((await context.request.get('/api/user/')).ok()) return;
    await context.clearCookies();
  }
  const { email, password } = who;
  await answerOf(
    context.request.post('/api/auth/login', { data: { email, password }, headers: { [CSRF_HEADER]: CSRF_VALUE } }),
    200,
  );
  sessionsOfThisWorker.set(email, (await context.storageState()).cookies);
}

/**
 * Opens `path` signed in as `who` (the admin by default), the session made through the API: signing in on the login
 * screen, and the guard's way back to the page asked for, are auth.spec.ts's subject.
 */
export async function openAs(page: Page, path: string, who: { email: string; password: string } = ADMIN) {
  await signInThroughApi(page.context(), who);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?') + '$'));
  await expect(page.getByTestId('current-username')).toBeVisible();
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

/** Fills the fields of `form` (a form or a dialog) named by each label with its value, in this order. */
export async function fillFields(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
}

/**
 * Watches an import on a glossary's or TM's screen until its count (test id `countTestId`) reads `count`, within
 * `timeout` ms: the import progress shows while it runs and is gone once it is done.
 */
export async function watchImportUntil(page: Page, countTestId: string, count: string, timeout: number) {
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByTestId(countTestId)).toHaveText(count, { timeout });
  await expect(progress).toHaveCount(0);
}
