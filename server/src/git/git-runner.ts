import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, lstat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CheckedRemote } from './remote-url.ts';

/** How git reaches a repository: its checked address and the credentials to send (never written into the URL). */
export interface RemoteAccess {
  remote: CheckedRemote;
  credentials: GitCredentials;
  /** For ssh://: the host keys trusted. Without it, every command accepts the key it meets. */
  hostKeys?: HostKeyPin | undefined;
}

/**
 * An SSH server's host keys, pinned on first contact: none yet (the command accepts the key it meets and hands it
 * to `pin`, known_hosts lines), or those (a server showing another key is refused).
 */
export interface HostKeyPin {
  pinned: string | null;
  pin(knownHosts: string): Promise<void>;
}

export type GitCredentials =
  | { kind: 'none' }
  | { kind: 'token'; username?: string | undefined; token: string }
  | { kind: 'ssh-key'; privateKey: string };

export interface GitLimits {
  /** The longest one git command may run. */
  timeoutMs: number;
  /** The most a clone may take on disk, its objects and working tree: a fetch that grows it further is stopped. */
  maxRepositoryBytes: number;
}

/** A git command that failed; `message` is safe to show (no credentials, no URL with secrets). */
export class GitError extends Error {
  override name = 'GitError';
  /** Git's exit code; null when it was stopped (time or size limit). */
  readonly exitCode: number | null;
  readonly stderr: string;

  constructor(message: string, exitCode: number | null, stderr: string) {
    super(message);
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
}

/** Settings every command runs with, whatever the repository's own configuration says. */
function safeConfig(remote: CheckedRemote | undefined): string[] {
  const settings = [
    // Only the transports a connection may use: no file://, ext::, git://, nor a local path.
    'protocol.allow=never',
    'protocol.https.allow=always',
    'protocol.ssh.allow=always',
    ...(remote?.scheme === 'http' ? ['protocol.http.allow=always'] : []),
    // A redirect could lead to an address nobody checked.
    'http.followRedirects=false',
    // Nothing in a cloned repository may run code here.
    'core.hooksPath=/dev/null',
    'core.fsmonitor=false',
    'core.sshCommand=',
    'credential.helper=',
    'submodule.recurse=false',
    'protocol.version=2',
    'advice.detachedHead=false',
    'gc.auto=0',
    'maintenance.auto=false',
  ];
  // Connect to the address that was checked, whatever the name resolves to by then (DNS rebinding).
  if (remote && remote.scheme !== 'ssh' && remote.address !== remote.host) {
    const address = remote.address.includes(':') ? `[${remote.address}]` : remote.address;
    settings.push(`http.curloptResolve=${remote.host}:${remote.port}:${address}`);
  }
  return settings.flatMap((setting) => ['-c', setting]);
}

/** The Authorization header of a token: Basic, as every forge takes it over HTTPS (`x-access-token` by default). */
function authorizationHeader(credentials: Extract<GitCredentials, { kind: 'token' }>): string {
  const user = credentials.username || 'x-access-token';
  return `Authorization: Basic ${Buffer.from(`${user}:${credentials.token}`).toString('base64')}`;
}

/** Words of git's error output that must never reach a log or an answer. */
function redact(text: string, secrets: string[]): string {
  let redacted = text.replace(/Authorization:[^\n]*/gi, 'Authorization: [hidden]');
  for (const secret of secrets) if (secret) redacted = redacted.split(secret).join('[hidden]');
  return redacted.replace(/(\w+:\/\/)[^@/\s]*@/g, '$1');
}

/**
 * What ssh says before git's own "Could not read from remote repository", in words saying what to do: git's line
 * names no cause.
 */
const SSH_REASONS: [RegExp, string][] = [
  [
    /Permission denied \(publickey/,
    "The SSH server refused the key: add the key's public half to the repository (a deploy key, with write access to push)",
  ],
  [
    /Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED/,
    "The SSH server's host key is not the one this connection knows: if the server's admins changed it on " +
      'purpose, use "Forget host key" on the project\'s Repository tab, and the next pull or push keeps the new one',
  ],
];

/** The line of git's output that says what went wrong (its last `fatal:`/`error:` line, else its last line). */
function gitReason(stderr: string): string {
  const ssh = SSH_REASONS.find(([pattern]) => pattern.test(stderr));
  if (ssh) return ssh[1];
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const reason = [...lines].reverse().find((line) => /^(fatal|error|remote):/.test(line)) ?? lines.at(-1) ?? '';
  return reason.replace(/^(fatal|error):\s*/, '');
}

async function directoryBytes(path: string): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(full);
    else total += (await lstat(full).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

export interface RunOptions {
  /** The repository (or the folder a clone goes into). */
  cwd: string;
  /** Needed by commands that reach the repository (clone, fetch, push). */
  access?: RemoteAccess | undefined;
  /** Extra environment (an author's name and address). */
  env?: Record<string, string>;
  /** Written to git's standard input (a commit message). */
  input?: string | undefined;
  /** Watched while the command runs: stopped once it holds more than the size limit. */
  watchSize?: string;
}

/**
 * Runs git safely: the binary itself without a shell, a fixed subcommand with every value after
 * `--end-of-options` or `--` (the callers' duty: `args` come from this domain's code, never from a request
 * whole), the settings of `safeConfig`, an empty `HOME` and no system or global configuration, no prompt, a time
 * limit and a size limit. Credentials go per command: a token as an HTTP header in the command's own
 * configuration (through its environment), a key in a temporary file (0600) that is deleted afterwards.
 */
export async function runGit(args: string[], options: RunOptions, limits: GitLimits): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'tessera-git-'));
  const credentials = options.access?.credentials ?? { kind: 'none' };
  const secrets = credentials.kind === 'token' ? [credentials.token] : [];
  try {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: scratch,
      XDG_CONFIG_HOME: scratch,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_TERMINAL_PROMPT: '0',
      GIT_ASKPASS: '/bin/false',
      SSH_ASKPASS: '/bin/false',
      GIT_PROTOCOL_FROM_USER: '0',
      LC_ALL: 'C',
      ...options.env,
    };
    const config = safeConfig(options.access?.remote);
    // The token goes as configuration in the environment rather than a `-c` argument: another user of this
    // machine can read a process's arguments, never its environment.
    if (credentials.kind === 'token')
      Object.assign(env, {
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'http.extraHeader',
        GIT_CONFIG_VALUE_0: authorizationHeader(credentials),
      });
    const ssh = credentials.kind === 'ssh-key' || options.access?.remote.scheme === 'ssh';
    if (ssh) {
      env.GIT_SSH_COMMAND = await sshCommand(scratch, credentials, options.access!);
      env.GIT_SSH_VARIANT = 'ssh';
    }
    const output = await spawnGit([...config, ...args], options, env, limits, secrets);
    const hostKeys = options.access?.hostKeys;
    if (ssh && hostKeys && hostKeys.pinned === null) {
      const met = await readFile(join(scratch, 'known_hosts'), 'utf8').catch(() => '');
      if (met.trim()) await hostKeys.pin(met);
    }
    return output;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * ssh with the key alone (from a 0600 file in the command's scratch folder), no agent, no config, pinned address,
 * and the pinned host keys alone when there are some (else the key met is accepted and written for `pin`).
 */
async function sshCommand(scratch: string, credentials: GitCredentials, access: RemoteAccess): Promise<string> {
  const { remote, hostKeys } = access;
  const pinned = hostKeys?.pinned ?? null;
  if (pinned !== null) await writeFile(join(scratch, 'known_hosts'), pinned, { mode: 0o600 });
  const options = [
    '-F /dev/null',
    '-o BatchMode=yes',
    '-o IdentitiesOnly=yes',
    `-o StrictHostKeyChecking=${pinned === null ? 'accept-new' : 'yes'}`,
    `-o UserKnownHostsFile=${scratch}/known_hosts`,
    `-o HostKeyAlias=${remote.host}`,
    `-o HostName=${remote.address}`,
    '-o ConnectTimeout=20',
  ];
  if (credentials.kind === 'ssh-key') {
    const keyFile = join(scratch, 'key');
    const key = credentials.privateKey.endsWith('\n') ? credentials.privateKey : `${credentials.privateKey}\n`;
    await writeFile(keyFile, key, { mode: 0o600 });
    options.push(`-i ${keyFile}`);
  }
  // git runs this through a shell: every part above is a fixed word, a checked IP address, a host name of the
  // URL's grammar (letters, digits, dots, dashes) or a path of mkdtemp's.
  return `ssh ${options.join(' ')}`;
}

const tooLarge = (limits: GitLimits) =>
  `The repository is larger than ${Math.round(limits.maxRepositoryBytes / 1024 / 1024)} MB, the most a connection may clone`;

const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
const SIZE_CHECK_MS = 250;

function spawnGit(
  args: string[],
  options: RunOptions,
  env: Record<string, string>,
  limits: GitLimits,
  secrets: string[],
): Promise<string> {
  return new Promise((resolve, reject) => {
    // Its own process group, so that stopping it stops the helpers it started (git-remote-https, ssh).
    const child = spawn('git', args, {
      cwd: options.cwd,
      env,
      shell: false,
      detached: true,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    if (options.input !== undefined) child.stdin!.end(options.input);
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let stopped: string | undefined;
    const stop = (why: string) => {
      if (stopped) return;
      stopped = why;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(
      () => stop(`git took longer than ${Math.round(limits.timeoutMs / 1000)} s and was stopped`),
      limits.timeoutMs,
    );
    const sizeWatch = options.watchSize
      ? setInterval(() => {
          void directoryBytes(options.watchSize!).then((bytes) => {
            if (bytes > limits.maxRepositoryBytes) stop(tooLarge(limits));
          });
        }, SIZE_CHECK_MS)
      : undefined;
    child.stdout!.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_OUTPUT_BYTES) stop('git answered more than a connection may read');
      else stdout.push(chunk);
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (stderr.length < 64 * 1024) stderr += chunk;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      clearInterval(sizeWatch);
      reject(new GitError(`git could not be started: ${error.message}`, null, ''));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      clearInterval(sizeWatch);
      const safeStderr = redact(stderr, secrets);
      if (stopped) return reject(new GitError(stopped, null, safeStderr));
      if (code !== 0) return reject(new GitError(gitReason(safeStderr) || 'git failed', code, safeStderr));
      const output = Buffer.concat(stdout).toString('utf8');
      if (!options.watchSize) return resolve(output);
      // A fetch quicker than one look at its size is measured once it ended.
      void directoryBytes(options.watchSize).then((bytes) =>
        bytes > limits.maxRepositoryBytes ? reject(new GitError(tooLarge(limits), null, safeStderr)) : resolve(output),
      );
    });
  });
}

/**
 * A branch name as git checks one (`git check-ref-format --branch`), refused when git would not take it or it
 * could be read as an option.
 */
export async function isValidBranchName(name: string, limits: GitLimits): Promise<boolean> {
  if (name.length === 0 || name.length > 255 || name.startsWith('-') || name.startsWith('@{')) return false;
  try {
    const checked = await runGit(['check-ref-format', '--branch', name], { cwd: tmpdir() }, limits);
    return checked.trim() === name;
  } catch {
    return false;
  }
}
