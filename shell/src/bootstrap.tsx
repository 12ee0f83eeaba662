import { createRoot } from 'react-dom/client';
import '@tessera/shared/styles.css';
import { App } from './app/App.tsx';
import { installGlobalErrorHandler, logError } from './app/errors.ts';

installGlobalErrorHandler();

async function start() {
  // Development without API_URL answers /api from msw in the page; production builds drop this branch.
  if (process.env.TESSERA_MOCKS === 'on') {
    const { startMockWorker } = await import('@tessera/shared/mocks/browser');
    await startMockWorker();
  }
  const main = document.querySelector('main');
  if (!main) throw new Error('The page has no <main> element to mount Tessera on');
  createRoot(main, { onUncaughtError: logError, onRecoverableError: logError }).render(<App />);
}

start().catch(logError);
