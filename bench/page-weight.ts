/**
 * How many bytes (gzip level 6, what a typical server sends) a user downloads: to an interactive login screen
 * and to each remote route with a cold cache, and when moving from one remote's route to another's inside the
 * app. Used by `npm run bundle -w bench` (prints the figures) and by the page-weight budget of the browser
 * tests (fails over the budgets of ./bundle-budgets.json). `measureSecondLanguage` compares each page in English and
 * in another interface language: the browser test holds the difference to that language's own catalogs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIResponse, Browser, BrowserContext, Page, Request } from 'playwright-core';
import budgetsFile from './bundle-budgets.json' with { type: 'json' };

/**
 * `editorRouteKB` is the documents remote's routes': the CAT editor (virtual grid, target editor, filters, find and
 * replace, side panel with matches, live updates) is the one screen translators keep open all day; its other tabs,
 * dialogs and the QA report load on demand. The project page is served by the same remote and held to the same
 * budget: it loads the remote's share of the API contract (zod) at once, which the lighter routes do not.
 */
type Limits = { loginKB: number; homeKB: number; routeKB: number; editorRouteKB: number; warmRouteChangeKB: number };

/** What the browser tests allow (raising one is a reviewed change of ./bundle-budgets.json). */
export const budgets: Limits = budgetsFile;

/** Where we want to be: the budgets come down to these as the pages get lighter. */
export const aims: Limits = { loginKB: 110, homeKB: 200, routeKB: 200, editorRouteKB: 200, warmRouteChangeKB: 40 };

/** Each remote's routes measured, `:id` a record made for the measurement (recordsToShow). */
export const ROUTES = [
  { remote: 'glossary', path: '/glossary/:id' },
  { remote: 'documents', path: '/document/:id' },
  { remote: 'documents', path: '/project/:id' },
  { remote: 'tm', path: '/tm/:id' },
  { remote: 'users', path: '/users/' },
] as const;

/** `missing`: the route names a record no one has, which the API answers 404 (the screen then says so). */
type Route = { remote: string; path: string; missing?: boolean };

/** Routes on records no one has: screens that show a "not found" at once, alike in any language. */
const routesWithoutRecords: Route[] = ROUTES.map((route) =>
  route.path.includes(':id') ? { ...route, path: route.path.replace(':id', '999999'), missing: true } : route,
);

/** The remotes whose home sections the home screen shows. */
const HOME_SECTIONS = ['documents', 'glossary', 'tm'] as const;

export type Fetched = { url: string; raw: number; gzip: number; api: boolean };

/** What one page load fetched: every asset but the API's answers, and their gzip total. */
export type Sample = { title: string; assets: Fetched[]; gzip: number; raw: number; apiGzip: number; ownGzip?: number };

export type PageWeight = { login: Sample; home: Sample; routes: Sample[]; warmChange: Sample };

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const repoRoot = join(import.meta.dirname, '..');

/**
 * Records every answer the page receives, with its gzip size. `received` waits until no request has been under
 * way for half a second (Playwright's `networkidle`, for any moment of the page's life and not only its load: a
 * move inside the app is no load) and for the reads of bodies under way, then gives what arrived.
 */
function recordResponses(page: Page): { received(): Promise<Fetched[]> } {
  const fetched: Fetched[] = [];
  const reading = new Set<Promise<void>>();
  const underWay = new Set<Request>();
  let lastChange = performance.now();
  const change = (request: Request, going: boolean) => {
    // A live connection's stream has no end: it is never "under way" for this wait.
    if (request.resourceType() === 'eventsource') return;
    if (going) underWay.add(request);
    else underWay.delete(request);
    lastChange = performance.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
  page.on('response', (response) => {
    if (response.status() < 200 || response.status() > 299 || response.status() === 204) return;
    // A live connection's stream (the editor's events) has no end to wait for, and is no part of the page's weight.
    if (response.headers()['content-type']?.startsWith('text/event-stream')) return;
    const read = response.body().then(
      (body) => {
        const url = new URL(response.url());
        fetched.push({
          url: url.pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          api: url.pathname.startsWith('/api/'),
        });
      },
      () => {
        // redirects and aborted requests have no body
      },
    );
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return {
    async received() {
      while (underWay.size > 0 || performance.now() - lastChange < QUIET_MS)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.all(reading);
      return fetched;
    },
  };
}

function sampleOf(title: string, fetched: Fetched[], own?: (f: Fetched) => boolean): Sample {
  const assets = fetched.filter((f) => !f.api);
  const sum = (list: Fetched[]) => list.reduce((total, f) => total + f.gzip, 0);
  return {
    title,
    assets,
    gzip: sum(assets),
    raw: assets.reduce((total, f) => total + f.raw, 0),
    apiGzip: sum(fetched.filter((f) => f.api)),
    ownGzip: own ? sum(assets.filter(own)) : undefined,
  };
}

/** How long a page must have had no request under way to count as settled (as Playwright's `networkidle`). */
const QUIET_MS = 500;

type Credentials = { email: string; password: string };

/** The header the API asks of every call that changes something (contract csrf.ts). */
const CSRF = { 'x-tessera-csrf': '1' };

/** A new browser context (a cold cache) signed in as `admin`, its browser language `locale` when one is given. */
async function signedInContext(
  browser: Browser,
  url: string,
  admin: Credentials,
  locale?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext(locale ? { locale } : {});
  const answer = await context.request.post(`${url}/api/auth/login`, {
    data: admin,
    headers: CSRF,
  });
  if (!answer.ok()) throw new Error(`sign-in failed: ${answer.status()} ${await answer.text()}`);
  return context;
}

const remoteRoute = (page: Page, remote: string) =>
  page.locator(`[data-remote="${remote}"]`).waitFor({ state: 'attached' });

/** An answer's JSON from the API, which fails the measurement unless its status is `status`. */
async function answerOf<T>(call: Promise<APIResponse>, status: number): Promise<T> {
  const answer = await call;
  if (answer.status() !== status) throw new Error(`${answer.url()}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * ROUTES on records made for the measurement, so that each screen shows what a user opens it for: a glossary and a
 * translation memory with an entry each, a project with a document of a few segments (its import finished).
 */
async function recordsToShow(browser: Browser, url: string, admin: Credentials): Promise<Route[]> {
  const context = await signedInContext(browser, url, admin);
  try {
    const api = context.request;
    const post = <T>(path: string, data: object) =>
      answerOf<T & { id: number }>(api.post(`${url}/api${path}`, { data, headers: CSRF }), 201);
    const languages = { source_lang: 'en', target_lang: 'de' };
    const glossary = await post('/glossary/', { name: 'Page weight terms', ...languages });
    await post(`/glossary/${glossary.id}/records`, { source: 'file', target: 'Datei' });
    const tm = await post('/translation_memory/', { name: 'Page weight memory', ...languages });
    await post(`/translation_memory/${tm.id}/records`, { source: 'Save the file.', target: 'Datei speichern.' });
    const project = await post('/projects/', { name: 'Page weight project', ...languages });
    const units = ['Save the file.', 'Open the settings.', 'Close the window.']
      .map((source, index) => `<trans-unit id="u${index}"><source>${source}</source></trans-unit>`)
      .join('');
    const xliff = `<?xml version="1.0"?><xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="a.txt" source-language="en" target-language="de" datatype="plaintext"><body>${units}</body></file></xliff>`;
    const file = { name: 'page-weight.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(xliff) };
    const document = await answerOf<{ id: number }>(
      api.post(`${url}/api/document/`, { multipart: { project_id: String(project.id), file }, headers: CSRF }),
      202,
    );
    for (let wait = 0; ; wait++) {
      const { status } = await answerOf<{ status: string }>(api.get(`${url}/api/document/${document.id}`), 200);
      if (status === 'done') break;
      if (wait === 300) throw new Error(`the measurement's document is still ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ids: Record<string, number> = {
      glossary: glossary.id,
      document: document.id,
      project: project.id,
      tm: tm.id,
    };
    return ROUTES.map((route) => ({
      ...route,
      path: route.path.replace(':id', String(ids[route.path.split('/')[1]!])),
    }));
  } finally {
    await context.close();
  }
}

/** Measures the login screen, every remote route (cold cache) and a move between two remotes' routes (warm). */
export async function measurePageWeight(
  browser: Browser,
  url: string,
  admin: { email: string; password: string },
): Promise<PageWeight> {
  const loginContext = await browser.newContext();
  const loginPage = await loginContext.newPage();
  const loginResponses = recordResponses(loginPage);
  await loginPage.goto(`${url}/login/`);
  await loginPage.getByRole('button', { name: 'Sign in' }).waitFor();
  const login = sampleOf('Interactive login screen', await loginResponses.received());
  await loginContext.close();

  const home = await measureHome(browser, url, admin);
  const shown = await recordsToShow(browser, url, admin);
  const routes: Sample[] = [];
  for (const route of shown) {
    const context = await signedInContext(browser, url, admin);
    const page = await context.newPage();
    const responses = recordResponses(page);
    await page.goto(url + route.path);
    await remoteRoute(page, route.remote);
    routes.push(
      sampleOf(`Route ${route.path} (${route.remote} remote)`, await responses.received(), (f) =>
        f.url.startsWith(`/remotes/${route.remote}/`),
      ),
    );
    await context.close();
  }

  // Inside the app (what a click on a link does): only what the second route needs and the page lacks is fetched.
  const [from, to] = [shown[0]!, shown[2]!];
  const context = await signedInContext(browser, url, admin);
  const page = await context.newPage();
  await page.goto(url + from.path);
  await remoteRoute(page, from.remote);
  await page.waitForLoadState('networkidle');
  const responses = recordResponses(page);
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to.path);
  await remoteRoute(page, to.remote);
  const warmChange = sampleOf(`Warm change ${from.path} -> ${to.path}`, await responses.received(), (f) =>
    f.url.startsWith(`/remotes/${to.remote}/`),
  );
  await context.close();
  return { login, home, routes, warmChange };
}

/** The home screen with a cold cache: the shell's own page with the sections each remote exposes. */
async function measureHome(browser: Browser, url: string, admin: { email: string; password: string }) {
  const context = await signedInContext(browser, url, admin);
  const page = await context.newPage();
  const responses = recordResponses(page);
  await page.goto(`${url}/`);
  for (const remote of HOME_SECTIONS) await remoteRoute(page, remote);
  const home = sampleOf("Home screen (its remotes' sections)", await responses.received());
  await context.close();
  return home;
}

/** What a second interface language adds to a page loaded with a cold cache: the files it fetches beyond English. */
export type LanguageCost = {
  title: string;
  /** Files fetched in the language and not in English. */
  added: Fetched[];
  /** Of those, the ones that are not the language's catalogs. */
  notCatalogs: string[];
  /** Files fetched in English and not in the language (none: the English catalogs are every language's fallback). */
  dropped: string[];
};

type LanguagePage = {
  title: string;
  path: string;
  signedIn: boolean;
  ready: (page: Page) => Promise<void>;
  /** The page asks for a record no one has: it is settled once the API's 404 is in. */
  missing?: boolean;
};

/** The pages a second language is measured on: the sign-in page, the home screen and each of `routes`. */
const languagePages = (routes: readonly Route[]): LanguagePage[] => [
  {
    title: 'Login screen',
    path: '/login/',
    signedIn: false,
    ready: (page) => page.locator('button[type="submit"]').first().waitFor(),
  },
  {
    title: 'Home screen',
    path: '/',
    signedIn: true,
    ready: async (page) => {
      for (const remote of HOME_SECTIONS) await remoteRoute(page, remote);
    },
  },
  ...routes.map((route) => ({
    title: `Route ${route.path}`,
    path: route.path,
    signedIn: true,
    ready: (page: Page) => remoteRoute(page, route.remote),
    missing: route.missing ?? false,
  })),
];

/** The files (not the API's answers) a cold load of a page fetches in a browser whose language is `locale`. */
async function filesFetched(browser: Browser, url: string, user: Credentials, at: LanguagePage, locale: string) {
  const context = at.signedIn
    ? await signedInContext(browser, url, user, locale)
    : await browser.newContext({ locale });
  try {
    const page = await context.newPage();
    const responses = recordResponses(page);
    // The words of an API error load with its answer (api-errors): a busy machine may pause longer than the quiet
    // wait between the screen and that answer, and those files would be counted in one language and not the other.
    const notFound = at.missing && page.waitForResponse((response) => response.status() === 404, { timeout: 60_000 });
    await page.goto(url + at.path);
    await at.ready(page);
    await notFound;
    const files = (await responses.received()).filter((file) => !file.api);
    // A language the person chose in their profile would win over the browser's: then this measures nothing.
    const shown = await page.locator('html').getAttribute('lang');
    if (shown !== locale.split('-')[0]) throw new Error(`${at.title} is shown in "${shown}", not in ${locale}`);
    return files;
  } finally {
    await context.close();
  }
}

/**
 * Whether a built file holds nothing but catalogs of `language` (`src/features/editor/locales/de/editor.arb`) and
 * the functions compiled messages call for their plurals and selects (messageformat's runtime): an English page
 * whose messages have none comes without them, and the first catalog that has one brings them.
 */
function isCatalogOf(urlPath: string, language: string): boolean {
  const sources = sourceMapOf(urlPath)?.sources ?? [];
  const catalog = new RegExp(`/locales/${language}/[^/]+\\.arb$`);
  return (
    sources.length > 0 &&
    sources.every((source) => catalog.test(source) || source.includes('node_modules/@messageformat/runtime/'))
  );
}

/**
 * What a second interface language (`locale`, as a browser names it: `de-DE`) adds to each page: every page loaded
 * cold in English and in that language by `user` (who has chosen no language of their own), and the files compared.
 * A language should add its own catalogs and nothing else, and leave out nothing English fetches. A screen with data
 * loads some parts when it gets to them (the project page's panels), which a load's first idle moment may or may not
 * include: `routes` whose screens show what they show at once compare like with like (by default each remote's
 * route on a record no one has).
 */
export async function measureSecondLanguage(
  browser: Browser,
  url: string,
  user: Credentials,
  locale: string,
  routes: readonly Route[] = routesWithoutRecords,
): Promise<LanguageCost[]> {
  const language = locale.split('-')[0]!;
  const costs: LanguageCost[] = [];
  for (const at of languagePages(routes)) {
    const english = await filesFetched(browser, url, user, at, 'en-US');
    const other = await filesFetched(browser, url, user, at, locale);
    const inEnglish = new Set(english.map((file) => file.url));
    const inOther = new Set(other.map((file) => file.url));
    const added = other.filter((file) => !inEnglish.has(file.url));
    costs.push({
      title: at.title,
      added,
      notCatalogs: added.filter((file) => !isCatalogOf(file.url, language)).map((file) => file.url),
      dropped: english.filter((file) => !inOther.has(file.url)).map((file) => file.url),
    });
  }
  return costs;
}

/** A line of the second language's cost on one page: its added bytes and files, and any that are not catalogs. */
export function describeLanguageCost(cost: LanguageCost): string {
  const gzip = cost.added.reduce((total, file) => total + file.gzip, 0);
  const what = (url: string) =>
    (sourceMapOf(url)?.sources ?? ['?']).map((source) => source.split('/').at(-1)).join('+');
  const files = cost.added.map((file) => `${file.url.match(/^\/remotes\/[^/]+\//)?.[0] ?? '/'}${what(file.url)}`);
  return [
    `${cost.title.padEnd(40)} +${kb(gzip).padStart(8)} gzip in ${cost.added.length} files: ${files.join(', ')}`,
    ...cost.notCatalogs.map((file) => `  not a catalog of the language: ${file}`),
    ...cost.dropped.map((file) => `  fetched in English only: ${file}`),
  ].join('\n');
}

/** The source map of a built file the composed app serves (its path on the page), when the build wrote one. */
function sourceMapOf(urlPath: string): { sources: string[]; sourcesContent?: (string | null)[] } | undefined {
  const [, remote, file] = urlPath.match(/^\/remotes\/([^/]+)\/(.+)$/) ?? [undefined, undefined, urlPath.slice(1)];
  const map = join(repoRoot, remote ? `remotes/${remote}` : 'shell', 'dist', `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as ReturnType<typeof sourceMapOf>) : undefined;
}

/** What a built file mostly holds, from its source map: the packages (or app folders) with the most source text. */
export function contentsOf(urlPath: string): string {
  const { sources, sourcesContent = [] } = sourceMapOf(urlPath) ?? { sources: [] };
  const counts = new Map<string, number>();
  for (const [index, source] of sources.entries()) {
    const inPackage = source.split('node_modules/').at(-1)!;
    const name = source.includes('node_modules/')
      ? inPackage.startsWith('@')
        ? inPackage.split('/').slice(0, 2).join('/')
        : inPackage.split('/')[0]
      : source.includes('@module-federation')
        ? '@module-federation'
        : (source.match(/(shared|shell|remotes\/[a-z]+)\/src/)?.[0] ?? 'its own src');
    counts.set(name, (counts.get(name) ?? 0) + (sourcesContent[index]?.length ?? 1));
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name)
    .join(', ');
}

export function describeSample(sample: Sample): string {
  return (
    `${sample.title.padEnd(40)} ${kb(sample.gzip).padStart(9)} gzip  (${kb(sample.raw).padStart(9)} raw, ${String(sample.assets.length).padStart(2)} files` +
    `${sample.ownGzip !== undefined ? `, remote's own ${kb(sample.ownGzip)}` : ''}; API answers ${kb(sample.apiGzip)})`
  );
}

/** The largest files of a sample with what they mostly hold: where to look when a figure grows. */
export function largestFiles(sample: Sample, count = 30): string[] {
  return [...sample.assets]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count)
    .map((f) => `  ${kb(f.gzip).padStart(9)}  ${f.url.padEnd(40)} ${contentsOf(f.url)}`);
}

/** The figures over their budget, each with its largest files; empty when every figure is within budget. */
export function overBudget(weight: PageWeight): string[] {
  const checks: [Sample, number][] = [
    [weight.login, budgets.loginKB],
    [weight.home, budgets.homeKB],
    ...weight.routes.map((route, index): [Sample, number] => [
      route,
      /^\/(document|project)\//.test(ROUTES[index]!.path) ? budgets.editorRouteKB : budgets.routeKB,
    ]),
    [weight.warmChange, budgets.warmRouteChangeKB],
  ];
  return checks
    .filter(([sample, budgetKB]) => sample.gzip > budgetKB * 1024)
    .map(([sample, budgetKB]) =>
      [`${sample.title}: ${kb(sample.gzip)} > budget ${budgetKB} KB`, ...largestFiles(sample)].join('\n'),
    );
}

/** The bench's last line. */
export function summaryLine(weight: PageWeight): string {
  const largest = Math.max(weight.home.gzip, ...weight.routes.map((route) => route.gzip));
  return `bundle: login ${kb(weight.login.gzip)}, largest route ${kb(largest)}, warm route change ${kb(weight.warmChange.gzip)}`;
}
