/**
 * A real SSH server for tests: OpenSSH's `sshd` (Debian's `openssh-server` package) run by the test itself on a
 * loopback port, with a configuration of its own (no PAM, no passwords, this test's host key and authorized key)
 * serving the bare repositories of a TestGitServer over ssh:// through `git-shell`, which runs git's transport
 * commands and nothing else. Whoever runs the tests is the one account it lets in, with the authorized key only.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestGitServer } from './git-server.ts';
import { freePort, waitForPort } from './listening.ts';

const exec = promisify(execFile);
const SSHD = '/usr/sbin/sshd';
const SSH_KEYGEN = '/usr/bin/ssh-keygen';
/** sshd started by root wants its privilege separation folder (the ssh service makes it; nothing starts that here). */
const PRIVSEP_FOLDER = '/run/sshd';

function missingReason(): string | undefined {
  if (![SSHD, SSH_KEYGEN].every((program) => existsSync(program)))
    return 'sshd is not installed (apt-get install openssh-server)';
  if (process.getuid?.() === 0 && !existsSync(PRIVSEP_FOLDER))
    return `sshd run by root needs ${PRIVSEP_FOLDER} (mkdir -p -m 0755 ${PRIVSEP_FOLDER})`;
  return undefined;
}

/** Why this machine cannot run the SSH server, if it cannot; tests skip then, saying so. */
export const SSHD_MISSING = missingReason();

export interface TestSshServer {
  /** ssh://<user>@127.0.0.1:<port>/<root>/<name>.git */
  urlOf(name: string): string;
  /** The private key the server lets in (OpenSSH format). */
  authorizedKey: string;
  /** A private key it does not know. */
  unknownKey: string;
  /** That key's public half (`ssh-ed25519 AAAA…`): a key of the right form that is not the server's. */
  unknownPublicKey(): string;
  /** The server's host key (`ssh-ed25519 AAAA…`). */
  hostKey(): string;
  /** Its fingerprint as `ssh-keygen -l` prints it (`SHA256:…`). */
  hostKeyFingerprint(): Promise<string>;
  /** The server takes a new host key, as a server reinstalled (or another one in its place) would show. */
  replaceHostKey(): Promise<void>;
  close(): Promise<void>;
}

async function keyPair(folder: string, name: string): Promise<{ privateKey: string; publicKey: string }> {
  const file = join(folder, name);
  await exec(SSH_KEYGEN, ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', file]);
  return { privateKey: await readFile(file, 'utf8'), publicKey: (await readFile(`${file}.pub`, 'utf8')).trim() };
}

/** Serves `repositories`' bare repositories over ssh://; throws SSHD_MISSING's reason where it cannot. */
export async function startSshGitServer(repositories: TestGitServer): Promise<TestSshServer> {
  if (SSHD_MISSING) throw new Error(SSHD_MISSING);
  const folder = await mkdtemp(join(tmpdir(), 'tessera-sshd-'));
  let host = await keyPair(folder, 'host_key');
  const authorized = await keyPair(folder, 'authorized');
  const unknown = await keyPair(folder, 'unknown');
  await writeFile(join(folder, 'authorized_keys'), `${authorized.publicKey}\n`);
  const port = await freePort();
  const config = [
    `Port ${port}`,
    'ListenAddress 127.0.0.1',
    `HostKey ${join(folder, 'host_key')}`,
    `AuthorizedKeysFile ${join(folder, 'authorized_keys')}`,
    `PidFile ${join(folder, 'sshd.pid')}`,
    // The temporary folder's modes are the system's, not a home folder's.
    'StrictModes no',
    'UsePAM no',
    'PasswordAuthentication no',
    'KbdInteractiveAuthentication no',
    'PubkeyAuthentication yes',
    'PermitRootLogin prohibit-password',
    `AllowUsers ${userInfo().username}`,
    'AllowTcpForwarding no',
    'X11Forwarding no',
    'PermitTTY no',
    // Protocol v2, as forges' sshd take it: a partial clone's later fetch of one blob is a want v0 refuses.
    'AcceptEnv GIT_PROTOCOL',
    // git-shell runs git-upload-pack and git-receive-pack on the path the client asks for, and nothing else.
    'ForceCommand git-shell -c "$SSH_ORIGINAL_COMMAND"',
  ];
  await writeFile(join(folder, 'sshd_config'), `${config.join('\n')}\n`);
  // -D: stays in the foreground as this test's child; -e: its log on standard error, shown if it fails to start.
  const sshd = spawn(SSHD, ['-D', '-e', '-f', join(folder, 'sshd_config')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  sshd.stderr!.on('data', (chunk: Buffer) => {
    if (log.length < 16_384) log += chunk.toString();
  });
  try {
    await waitForPort(port, sshd, () => log);
  } catch (error) {
    sshd.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    urlOf: (name) => `ssh://${userInfo().username}@127.0.0.1:${port}${join(repositories.root, `${name}.git`)}`,
    authorizedKey: authorized.privateKey,
    unknownKey: unknown.privateKey,
    unknownPublicKey: () => unknown.publicKey.split(' ').slice(0, 2).join(' '),
    hostKey: () => host.publicKey.split(' ').slice(0, 2).join(' '),
    async hostKeyFingerprint() {
      const { stdout } = await exec(SSH_KEYGEN, ['-l', '-f', join(folder, 'host_key.pub')]);
      return stdout.split(' ')[1]!;
    },
    async replaceHostKey() {
      await rm(join(folder, 'host_key'));
      await rm(join(folder, 'host_key.pub'));
      host = await keyPair(folder, 'host_key');
      // On SIGHUP sshd starts itself again, reading its keys anew, on the same port.
      sshd.kill('SIGHUP');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await waitForPort(port, sshd, () => log);
    },
    async close() {
      if (sshd.exitCode === null) {
        const exited = new Promise((resolve) => sshd.once('exit', resolve));
        sshd.kill('SIGTERM');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
