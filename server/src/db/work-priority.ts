/**
 * Which database work may wait. Requests are interactive; a background job (an import) marks its work with
 * `runAsBackgroundWork`, and the embedded database's one connection serves waiting interactive queries before
 * the job's next statement (pglite-dialect.ts), so a request is held up by at most the one statement already
 * running, not by every statement the job queues meanwhile.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

export function runAsBackgroundWork<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

export function isBackgroundWork(): boolean {
  return background.getStore() === true;
}
