// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importedNames } from '../testing/importedNames.ts';
import * as browserRouter from './browser.ts';

describe('the shared browser build of react-router', () => {
  it('exports every react-router name the front end imports (else add it to browser.ts)', () => {
    const imported = importedNames('react-router|react-router-dom');
    expect(imported.has('useParams') && imported.has('useRoutes')).toBe(true);
    const missing = [...imported]
      .filter(([name]) => !(name in browserRouter))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('holds the declarative router a browser app needs and leaves out the data router and the server runtime', () => {
    for (const name of ['unstable_HistoryRouter', 'useRoutes', 'Link', 'useParams', 'useSearchParams']) {
      expect(browserRouter, name).toHaveProperty(name);
    }
    for (const name of [
      'createBrowserRouter',
      'RouterProvider',
      'useBlocker',
      'useLoaderData',
      'redirect',
      'createRequestHandler',
      'createCookie',
      'createStaticHandler',
      'createMemoryRouter',
    ]) {
      expect(browserRouter, name).not.toHaveProperty(name);
    }
  });
});
