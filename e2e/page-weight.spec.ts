/**
 * Page weight budget: the composed production build must stay within bench/bundle-budgets.json (gzip bytes to
 * an interactive login screen, to each remote route with a cold cache, and for a move between two remotes'
 * routes). Over budget, it names the figure and its largest files. `npm run bundle -w bench` prints the figures.
 */
import { expect } from '@playwright/test';
import { measurePageWeight, overBudget, summaryLine } from '../bench/page-weight.ts';
import { ADMIN, test } from './fixtures.ts';

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
