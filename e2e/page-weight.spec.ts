/**
 * Page weight budget: the composed production build must stay within bench/bundle-budgets.json (gzip bytes to
 * an interactive login screen, to each remote route with a cold cache, and for a move between two remotes'
 * routes). Over budget, it names the figure and its largest files. `npm run bundle -w bench` prints the figures.
 * A second interface language costs a route its own catalogs only (bench/page-weight.ts, measureSecondLanguage).
 */
import { expect } from '@playwright/test';
import {
  describeLanguageCost,
  measurePageWeight,
  measureSecondLanguage,
  overBudget,
  summaryLine,
} from '../bench/page-weight.ts';
import { ADMIN, createUser, test } from './fixtures.ts';

test('the login screen, the home screen, every remote route and a route change stay within their page-weight budgets', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const weight = await measurePageWeight(browser, baseURL!, ADMIN);
  console.log(summaryLine(weight));
  expect(weight.login.assets.length, 'the login screen loaded nothing').toBeGreaterThan(0);
  expect(overBudget(weight).join('\n\n')).toBe('');
});

test('a second interface language adds its own catalogs to each page and nothing else', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Someone who has chosen no language: the browser's decides, English for one browser and German for the other.
  const { email, password } = await createUser(baseURL!, 'admin');
  const costs = await measureSecondLanguage(browser, baseURL!, { email, password }, 'de-DE');
  for (const cost of costs) console.log(describeLanguageCost(cost));
  for (const cost of costs) {
    expect(cost.added.length, `${cost.title}: German fetched no catalog`).toBeGreaterThan(0);
    expect(cost.notCatalogs, `${cost.title}: files German fetches that are not its catalogs`).toEqual([]);
    expect(cost.dropped, `${cost.title}: files English fetches and German does not`).toEqual([]);
  }
});
