/** The global error handler only writes the error to the console; no message is shown to the user. */
export function logError(error: unknown): void {
  console.error(error);
}

export function installGlobalErrorHandler(target: Window = window): void {
  target.addEventListener('error', (event) => logError(event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => logError(event.reason));
}
