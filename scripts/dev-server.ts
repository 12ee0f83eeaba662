/** The dev server of an app (`npm run dev -w <app>`), from rspack.config.base.ts. */
import { createRequire } from 'node:module';
import { dirname as dirname_, join } from 'node:path';

const require = createRequire(import.meta.url);

/** `PORT` from the environment when it is a valid port number, else the app's default. */
export function devPort(fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : fallback;
}

/** The API `npm start` serves by default: a dev server sends /api there unless told otherwise. */
export const LOCAL_API = 'http://localhost:8080';

/**
 * Where a dev server sends `/api`: the real API, `API_URL` or else the local one `npm start` runs; `undefined` when
 * `MOCK_API=1` asks for msw's mock in the page instead (offline, fixtures and no rules).
 */
export function devApiUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.MOCK_API === '1') return undefined;
  return env.API_URL || LOCAL_API;
}

/** Serves the app with CORS (the shell fetches remotes across origins), history fallback and msw's worker. */
export function devServer({
  dirname,
  port,
  isHost,
  apiUrl,
}: {
  dirname: string;
  port: number;
  isHost: boolean;
  apiUrl: string | undefined;
}) {
  return {
    port: devPort(port),
    host: '127.0.0.1',
    // A remote's HMR client would also run inside the shell's page and fight the shell's: remotes live-reload.
    hot: isHost,
    // The shell fetches each remote's manifest and chunks across origins in dev.
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
    },
    historyApiFallback: true,
    // Without an API (MOCK_API=1) msw answers in the page; else /api goes to the real one (devApiUrl).
    ...(apiUrl ? { proxy: [{ context: ['/api'], target: apiUrl, changeOrigin: true }] } : {}),
    static: [
      ...(isHost ? [{ directory: join(dirname, 'public'), publicPath: '/', watch: false }] : []),
      // msw's worker script must be served at /mockServiceWorker.js for the in-page mock API.
      {
        directory: dirname_(require.resolve('msw/mockServiceWorker.js')),
        publicPath: '/',
        watch: false,
        serveIndex: false,
      },
    ],
  };
}
