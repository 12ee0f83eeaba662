/**
 * msw in the browser, for standalone runs of a remote without an API server. The worker script
 * (msw's mockServiceWorker.js) must be served at `/mockServiceWorker.js`: the standalone dev server copies
 * it from `MOCK_SERVICE_WORKER_FILE` (see ./index.ts).
 */
import { setupWorker } from 'msw/browser';
import { MOCK_API_FLAG } from '../api/glossary.ts';
import { handlers } from './handlers.ts';

export const mockWorker = setupWorker(...handlers);

/** Starts intercepting /api calls; other requests (scripts, styles, manifests) pass through untouched. */
export async function startMockWorker(options: { workerUrl?: string } = {}): Promise<void> {
  // Tells downloadGlossary() to fetch exports instead of navigating (the worker cannot answer downloads).
  (globalThis as Record<string, unknown>)[MOCK_API_FLAG] = true;
  await mockWorker.start({
    serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}
