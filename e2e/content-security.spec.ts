/**
 * The Content-Security-Policy in the composed app: every screen loads and works under it without one violation
 * (the shell and the federated remotes' scripts, styles and calls are all allowed), text a user stored with markup
 * in it runs nothing, and a script slipped into a page is blocked and reported to the server.
 */
import { expect, type Page } from '@playwright/test';
import type { Project } from '@tessera/shared/contract';
import { uploadDocument, xliffOf } from './editor-support.ts';
import { adminApi, answerOf, createGlossary, createTm, openAs, test, appUrl } from './fixtures.ts';

/** A script a careless screen would run if it rendered this text as HTML. */
const HOSTILE = '<img src=x onerror="window.ranInjected=true">';

/** Collects the page's CSP violations from its first script on, in `window.violations`. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { violations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

test('every screen works under the policy without a violation, and stored markup runs nothing', async ({ page }) => {
  const api = await adminApi(appUrl());
  const glossary = await createGlossary(api, `Terms ${HOSTILE} ${Date.now()}`);
  await answerOf(
    api.post(`/api/glossary/${glossary.id}/records`, { data: { source: 'file', target: 'Datei', comment: HOSTILE } }),
    201,
  );
  const tm = await createTm(api, `Memory ${Date.now()}`);
  const project = await answerOf<Project>(
    api.post('/api/projects/', { data: { name: `Project ${HOSTILE}`, source_lang: 'en', target_lang: 'de' } }),
    201,
  );
  const document = await uploadDocument(api, 'hostile.xlf', xliffOf(['Save &lt;img src=x onerror=alert(1)&gt; now']), {
    project_id: String(project.id),
  });

  await watchViolations(page);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  await openAs(page, '/');
  await expect(page.getByRole('table', { name: 'Projects' })).toContainText('Project <img');
  for (const [path, ready] of [
    [`/glossary/${glossary.id}`, page.getByRole('table', { name: 'Glossary records' })],
    [`/tm/${tm.id}`, page.getByRole('heading', { name: tm.name })],
    ['/users/', page.getByRole('table', { name: 'Users' })],
    [`/project/${project.id}`, page.getByRole('table', { name: 'Documents of the project' })],
    [`/document/${document.id}`, page.getByRole('row', { name: 'Segment 1', exact: true })],
  ] as const) {
    await page.goto(path);
    await expect(ready, path).toBeVisible();
  }
  await expect(page.getByRole('row', { name: 'Segment 1', exact: true })).toContainText('<img src=x');
  expect(await page.evaluate(() => 'ranInjected' in window)).toBe(false);
  expect(await violationsOf(page)).toEqual([]);
  await api.dispose();
});

test('a script slipped into a page is blocked and reported to the server', async ({ page }) => {
  await watchViolations(page);
  await openAs(page, '/');
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/csp-reports'));
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.ranInjected = true';
    document.body.append(script);
  });
  await reported;
  expect(await page.evaluate(() => 'ranInjected' in window)).toBe(false);
  expect(await violationsOf(page)).toEqual([expect.stringMatching(/^script-src/)]);
});
