/**
 * `npm run bundle -w bench`: how many bytes (gzip) a user downloads to an interactive login screen, to the home
 * screen and to each remote route with a cold cache, and when moving between two remotes' routes inside the app (see
 * ./page-weight.ts). Builds every app for production (unless --no-build), starts the composed app (server +
 * shell + remotes served under /remotes/<name>/) and loads each page in Chromium. The budgets the browser tests
 * hold these figures to are in ./bundle-budgets.json. `--at <commit>` measures the app of another commit (built
 * once in the machine's cache) the same way, for a figure before a change; its pages' files are not described.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../e2e/chromium.ts';
import { ADMIN, buildApp, builtCheckout, ensureBuilt, startComposedApp } from '../e2e/federation-support.ts';
import {
  ROUTES,
  aims,
  budgets,
  describeLanguageCost,
  describeSample,
  largestFiles,
  measurePageWeight,
  measureSecondLanguage,
  summaryLine,
} from './page-weight.ts';

const APPS = ['shell', 'remotes/glossary', 'remotes/documents', 'remotes/tm', 'remotes/users'];

const executablePath = findChromium();
if (!executablePath)
  throw new Error('npm run bundle -w bench needs Chromium (install Debian chromium or set CHROMIUM_PATH)');
const at = process.argv.includes('--at') ? process.argv[process.argv.indexOf('--at') + 1] : undefined;
if (at !== undefined && !/^[0-9a-f]{7,40}$/.test(at)) throw new Error('--at needs a commit');
if (at) console.log(`The app of ${at}:\n`);
else if (process.argv.includes('--no-build')) ensureBuilt(APPS);
else for (const app of APPS) buildApp(app);

const app = await startComposedApp(
  Object.fromEntries(ROUTES.map((r) => [r.remote, `/remotes/${r.remote}/mf-manifest.json`])),
  at ? builtCheckout(at) : undefined,
);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
try {
  const weight = await measurePageWeight(browser, app.url, ADMIN);
  console.log('Bytes a user downloads (gzip level 6 of each asset fetched; cold cache unless said):\n');
  for (const sample of [weight.login, weight.home, ...weight.routes, weight.warmChange])
    console.log(describeSample(sample));
  // Another commit's files have no source maps here, nor (before the catalogs) a second language.
  if (!at) {
    for (const sample of [weight.login, weight.home, ...weight.routes, weight.warmChange]) {
      console.log(`\nLargest files: ${sample.title}`);
      for (const line of largestFiles(sample)) console.log(line);
    }
    console.log('\nWhat German adds to each page (cold cache, a German browser beside an English one):');
    for (const cost of await measureSecondLanguage(browser, app.url, ADMIN, 'de-DE'))
      console.log(describeLanguageCost(cost));
    const limits = (l: typeof aims) =>
      `login ${l.loginKB} KB, home ${l.homeKB} KB, route ${l.routeKB} KB, editor route ${l.editorRouteKB} KB, warm route change ${l.warmRouteChangeKB} KB`;
    console.log(`\nBudgets (bench/bundle-budgets.json): ${limits(budgets)}; aims: ${limits(aims)}`);
    console.log(summaryLine(weight));
  }
} finally {
  await browser.close();
  await app.stop();
}
