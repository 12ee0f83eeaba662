/**
 * msw in the browser, for standalone runs of a remote without an API server. The worker script
 * (msw's mockServiceWorker.js) must be served at `/mockServiceWorker.js`: the standalone dev server copies
 * msw's own file. Downloads are plain navigations, which a service worker cannot answer: exports need a real API.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

export const mockWorker = setupWorker(...handlers);

/** Starts intercepting /api calls; other requests (scripts, styles, manifests) pass through untouched. */
export async function startMockWorker(options: { workerUrl?: string } = {}): Promise<void> {
  await mockWorker.start({
    serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}
