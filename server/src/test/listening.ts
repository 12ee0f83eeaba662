import type { ChildProcess } from 'node:child_process';
import { listeningUrlIn } from '../start-banner.ts';

/**
 * The URL of a server process started with PORT=0, once it listens: the system gave it a free port, which the
 * banner it prints after listening names. Choosing a free port first and letting the server bind it later races
 * with every other process doing the same (two test files got one port); a port the server bound itself cannot
 * be taken. The banner is printed once the first admin exists, so the server is ready then. Rejects when the
 * process exits first (with what it printed) or after `timeoutMs`. Its standard output must be piped; a process
 * that starts the server (a shell) may stand between, as long as the server writes to that pipe.
 */
export function listeningUrl(child: ChildProcess, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (data: Buffer) => {
      output += data.toString();
      const url = listeningUrlIn(output);
      if (url) settle(() => resolve(url));
    };
    const onExit = (code: number | null, signal: string | null) =>
      settle(() => reject(new Error(`the server exited (${signal ?? code}) before listening:\n${output}`)));
    const timer = setTimeout(
      () => settle(() => reject(new Error(`the server did not listen within ${timeoutMs} ms:\n${output}`))),
      timeoutMs,
    );
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      outcome();
    };
    child.stdout!.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', onExit);
  });
}
