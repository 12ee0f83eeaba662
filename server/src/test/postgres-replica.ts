/**
 * A PostgreSQL primary and its streaming read replica, started by a test as two clusters of their own on loopback
 * ports: what DATABASE_READ_URL is for. The run's PostgreSQL (TEST_DATABASE_URL) cannot serve as the primary, as
 * its pg_hba.conf admits no replication connections; initdb's own pg_hba.conf does, from 127.0.0.1. Debian's
 * server binaries are used (the PostgreSQL the tests run against); PostgreSQL refuses to run as root, so when
 * the tests do, the clusters run as the system's `postgres` user.
 */
import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './listening.ts';

/** The newest PostgreSQL server binaries Debian installed, or undefined. */
export function postgresBinaries(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(base, versions[0], 'bin');
}

export interface ReplicatedPostgres {
  /** The primary's connection string (database `postgres`). */
  primaryUrl: string;
  /** The replica's, streaming from the primary. */
  replicaUrl: string;
  stop(): void;
}

/** Runs a server binary as the clusters' owner, failing with what it printed. */
function runAs(owner: { uid: number; gid: number } | undefined, binary: string, args: string[]): void {
  const options: SpawnSyncOptions = { encoding: 'utf8', ...(owner ?? {}), cwd: tmpdir() };
  const result = spawnSync(binary, args, options);
  if (result.status !== 0)
    throw new Error(`${binary} ${args.join(' ')} failed (${result.status}): ${result.stderr}${result.stdout}`);
}

const ownerOfClusters = () =>
  process.getuid?.() === 0
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      }
    : undefined;

/** Starts a primary (initdb, trust on loopback) and a replica made from it by pg_basebackup, each on a free port. */
export async function startReplicatedPostgres(bin: string): Promise<ReplicatedPostgres> {
  const owner = ownerOfClusters();
  const folder = mkdtempSync(join(tmpdir(), 'tessera-replica-'));
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const primary = join(folder, 'primary');
  const replica = join(folder, 'replica');
  const started: string[] = [];
  const stop = () => {
    for (const dataDir of started.reverse()) {
      try {
        runAs(owner, join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped: its folder goes anyway.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  // Sockets in the folder, not /var/run/postgresql, which the run's own PostgreSQL owns.
  const start = (dataDir: string, port: number) => {
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
    runAs(owner, join(bin, 'pg_ctl'), ['-D', dataDir, '-l', `${dataDir}.log`, '-o', options, '-w', 'start']);
    started.push(dataDir);
  };
  try {
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    runAs(owner, join(bin, 'initdb'), ['-D', primary, '-U', 'postgres', '--auth=trust', '--no-sync']);
    start(primary, primaryPort);
    runAs(owner, join(bin, 'pg_basebackup'), [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica],
      ...['--write-recovery-conf', '--wal-method=stream', '--no-sync'],
    ]);
    start(replica, replicaPort);
    return {
      primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
      replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
