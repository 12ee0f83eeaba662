import type { ChildProcess } from 'node:child_process';
import { connect, createServer, type AddressInfo } from 'node:net';
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

/** A port free on 127.0.0.1 now, for a daemon that cannot be told to bind port 0 and say which (slapd, sshd). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Resolves once `daemon` accepts connections on 127.0.0.1:`port`; rejects with what it printed (`output`) when it
 * stops first or does not listen within 10 s.
 */
export async function waitForPort(port: number, daemon: ChildProcess, output: () => string): Promise<void> {
  const name = daemon.spawnfile;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (daemon.exitCode !== null) throw new Error(`${name} stopped at start (${daemon.exitCode}): ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
      socket.once('close', () => socket.destroy());
      setTimeout(() => socket.end(), 50);
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${name} did not listen on port ${port} within 10 s: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
