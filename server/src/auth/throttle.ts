import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';

/**
 * Sign-in throttling, after OWASP's advice: failures are counted per (account, IP) and per IP, never per account
 * alone, so that someone failing on purpose from their own address cannot lock the owner out of the account
 * from another one. Each counter allows `freeFailures`, then makes the IP wait before the next attempt: the
 * first wait lasts `firstBlockMs`, each further failure doubles it up to `maxBlockMs`. A counter is forgotten
 * after `forgetAfterMs` without failures, and a successful sign-in clears its (account, IP) counter.
 *
 * An attempt is counted before its password is checked, by one upsert that refuses to count it while the
 * counter is blocked. Concurrent attempts (on any number of server processes sharing the database) therefore
 * take turns on the counter's row: no more than `freeFailures` of them can ever be checked in a row.
 */
export interface ThrottleLimits {
  freeFailures: number;
  firstBlockMs: number;
  maxBlockMs: number;
  forgetAfterMs: number;
}

export interface SignInThrottle {
  perAccountAndIp: ThrottleLimits;
  perIp: ThrottleLimits;
}

/** The limits of the settings (config.ts). */
export function signInThrottle(config: Config): SignInThrottle {
  const wait = {
    firstBlockMs: config.loginFirstBlockMs,
    maxBlockMs: config.loginMaxBlockMs,
    forgetAfterMs: config.loginFailureMemoryMs,
  };
  return {
    perAccountAndIp: { freeFailures: config.loginFailuresPerAccountAndIp, ...wait },
    perIp: { freeFailures: config.loginFailuresPerIp, ...wait },
  };
}

/** The counter of every account from one IP has this email (no account's email is empty). */
const EVERY_ACCOUNT = '';

interface CounterKey {
  ip: string;
  email: string;
}

export type AttemptClaim =
  { allowed: true; key: { ip: string; email: string } } | { allowed: false; retryAfterMs: number };

/** How long a counter with `failures` blocks after its last failure (SQL, in milliseconds). */
function blockMs(failures: ReturnType<typeof sql>, limits: ThrottleLimits) {
  // The exponent is capped so that power() stays far from overflowing whatever the count.
  return sql<number>`least(${limits.maxBlockMs}::float8, ${limits.firstBlockMs}::float8 * power(2, least(${failures} - ${limits.freeFailures}, 40)))`;
}

/** Counts one attempt on a counter unless it is blocked; answers whether it was counted. */
async function countAttempt(db: Db, key: CounterKey, limits: ThrottleLimits): Promise<boolean> {
  const forgotten = sql<boolean>`t.last_failure_at <= now() - ${limits.forgetAfterMs}::float8 * interval '1 millisecond'`;
  const result = await sql<{ failures: number }>`
    insert into login_throttle as t (ip, email, failures, last_failure_at)
    values (${key.ip}, ${key.email}, 1, now())
    on conflict (ip, email) do update
      set failures = case when ${forgotten} then 1 else t.failures + 1 end,
          last_failure_at = now()
      where t.failures < ${limits.freeFailures}
         or ${forgotten}
         or t.last_failure_at + ${blockMs(sql`t.failures`, limits)} * interval '1 millisecond' <= now()
    returning failures`.execute(db);
  return result.rows.length === 1;
}

/** Milliseconds until a blocked counter lets the next attempt through. */
async function remainingBlockMs(db: Db, key: CounterKey, limits: ThrottleLimits): Promise<number> {
  const result = await sql<{ remaining_ms: number | string }>`
    select greatest(0, extract(epoch from (
      t.last_failure_at + ${blockMs(sql`t.failures`, limits)} * interval '1 millisecond' - now())) * 1000) as remaining_ms
    from login_throttle t
    where t.ip = ${key.ip} and t.email = ${key.email}`.execute(db);
  return Number(result.rows[0]?.remaining_ms ?? 0);
}

/** Takes back one counted attempt (it succeeded, or another counter refused it). */
async function uncountAttempt(db: Db, key: CounterKey): Promise<void> {
  await sql`
    update login_throttle set failures = greatest(failures - 1, 0)
    where ip = ${key.ip} and email = ${key.email}`.execute(db);
}

/**
 * Counts a sign-in attempt for `email` from `ip` before its password is checked. When either counter is
 * blocked nothing stays counted and the answer says how long to wait.
 */
export async function claimSignInAttempt(
  db: Db,
  throttle: SignInThrottle,
  email: string,
  ip: string,
): Promise<AttemptClaim> {
  const account = { ip, email };
  const everyAccount = { ip, email: EVERY_ACCOUNT };
  if (!(await countAttempt(db, account, throttle.perAccountAndIp))) {
    return { allowed: false, retryAfterMs: await remainingBlockMs(db, account, throttle.perAccountAndIp) };
  }
  if (!(await countAttempt(db, everyAccount, throttle.perIp))) {
    await uncountAttempt(db, account);
    return { allowed: false, retryAfterMs: await remainingBlockMs(db, everyAccount, throttle.perIp) };
  }
  return { allowed: true, key: account };
}

/**
 * A counted attempt whose password was right: its (account, IP) counter starts over and the IP's counter
 * takes it back (the IP's earlier failures still count, or one's own account would reset a guesser's count).
 * Counters nobody failed on for longer than they are remembered are deleted on the way.
 */
export async function signInSucceeded(
  db: Db,
  throttle: SignInThrottle,
  key: { ip: string; email: string },
): Promise<void> {
  await db.deleteFrom('login_throttle').where('ip', '=', key.ip).where('email', '=', key.email).execute();
  await uncountAttempt(db, { ip: key.ip, email: EVERY_ACCOUNT });
  const forgetAfterMs = Math.max(throttle.perAccountAndIp.forgetAfterMs, throttle.perIp.forgetAfterMs);
  await db
    .deleteFrom('login_throttle')
    .where('last_failure_at', '<', new Date(Date.now() - forgetAfterMs))
    .execute();
}
