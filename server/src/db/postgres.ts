import pg from 'pg';
import { PostgresDialect } from 'kysely';
import { prepareStatements, StatementNames } from './prepared-statements.ts';

const INT8 = 20;
const DATE = 1082;

/**
 * node-postgres answers with the same JS types as the PGlite worker: bigint (count(*), sums) as numbers while
 * they are exact, dates as 'YYYY-MM-DD' strings, timestamptz as Date.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8)
      return (value: string) => {
        const n = Number(value);
        return Number.isSafeInteger(n) ? n : BigInt(value);
      };
    if (oid === DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

export interface PostgresOptions {
  connectionString: string;
  /** Schema to work in (tests give each file its own); `public` stays on the path for extensions. */
  schema?: string;
  maxConnections?: number;
}

/**
 * How long a pool keeps a connection nobody uses. A new connection's first statements read the catalogs and parse
 * the prepared statements anew: a TM lookup took 65 ms on one against 8 on a used one (scale bench's TM, median of
 * 12), so node-postgres' default of 10 s made people who pause between segments wait for it again and again.
 * Kept under the 350 s after which some cloud NAT gateways forget a quiet connection; TCP keepalive (below) tells
 * the others that it is in use.
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

export function createPostgresDialect(options: PostgresOptions): { dialect: PostgresDialect; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 60_000,
    types: types as pg.CustomTypesConfig,
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  });
  const names = new StatementNames();
  pool.on('connect', (client) => prepareStatements(client, names));
  return { dialect: new PostgresDialect({ pool }), pool };
}

/** Hears when a listening connection is lost (what is sent until it is back is missed) and when it listens again. */
export interface ListeningConnection {
  lost(): void;
  resumed(): void;
}

/**
 * Listens on a channel through a connection of its own, and takes a new one when it is lost (a database restart,
 * a network drop), trying again every second until it listens, so notifications resume without anyone noticing;
 * what was sent meanwhile is lost, which the listeners make up for (the editor resyncs what it shows when its live
 * connection comes back; the session cache keeps nothing meanwhile): `connection` hears the loss and the return.
 */
export async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
  connection?: ListeningConnection,
): Promise<{ stop(): Promise<void> }> {
  /** Releases the connection that listens now (destroying it: it has LISTEN on). */
  let releaseListening: (() => void) | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    let released = false;
    const release = () => {
      if (!released) client.release(true);
      released = true;
      if (releaseListening === release) releaseListening = undefined;
    };
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', () => {
      const wasListening = releaseListening === release;
      release();
      if (!wasListening || stopped) return;
      connection?.lost();
      reconnectSoon();
    });
    try {
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      release();
      throw error;
    }
    if (stopped) return release();
    releaseListening = release;
  };
  const reconnectSoon = () => {
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          if (!stopped) connection?.resumed();
        },
        () => reconnectSoon(),
      );
    }, 1000).unref();
  };
  await connect();
  return {
    async stop() {
      stopped = true;
      releaseListening?.();
    },
  };
}
