import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { postSigned, unansweredReason, type ReceiverAnswer } from './signed-post.ts';

/**
 * Seconds to wait after each failed attempt before the next: 7 attempts over about 4 h 40 min, so a receiver
 * down for an hour's deploy or outage still gets the event. Each wait is stretched or shrunk by up to 20 %
 * at random, so the deliveries that failed together (a receiver that was down) do not all come back at once.
 */
export const RETRY_DELAYS_SECONDS = [10, 60, 5 * 60, 30 * 60, 60 * 60, 3 * 60 * 60] as const;
const JITTER = 0.2;

/** Deliveries one pass claims: several receivers are tried at once, none waits behind a slow one for long. */
const CLAIMED_PER_PASS = 20;

/**
 * Seconds a claimed delivery is held by its process beyond the time limit: a process that dies mid-attempt leaves
 * the delivery due again once it ends, and another process (or this one, restarted) tries it.
 */
const LEASE_MARGIN_SECONDS = 30;

interface ClaimedDelivery {
  id: number;
  webhook_id: number;
  message_id: string;
  body: string;
  attempts: number;
  attempts_allowed: number | null;
  url: string;
  secret: string;
  allow_private_network: boolean;
}

export interface SendOptions {
  log: FastifyBaseLogger;
  timeoutMs: number;
}

/**
 * Sends every webhook delivery that is due (at most CLAIMED_PER_PASS per pass, the passes until none is left)
 * and records how each went; answers how many were attempted. Any number of API processes may run this on one
 * database: a delivery is claimed with FOR UPDATE SKIP LOCKED and leased, so each attempt is made once.
 */
export async function deliverDueWebhooks(db: Db, options: SendOptions): Promise<number> {
  let attempted = 0;
  for (;;) {
    const claimed = await claimDue(db, options.timeoutMs);
    if (claimed.length === 0) return attempted;
    await Promise.all(claimed.map((delivery) => attempt(db, delivery, options)));
    attempted += claimed.length;
  }
}

async function claimDue(db: Db, timeoutMs: number): Promise<ClaimedDelivery[]> {
  const leaseSeconds = Math.ceil(timeoutMs / 1000) + LEASE_MARGIN_SECONDS;
  const { rows } = await sql<ClaimedDelivery>`
    with due as (
      select id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${CLAIMED_PER_PASS}
      for update skip locked)
    update webhook_deliveries d
    set attempts = d.attempts + 1, last_attempt_at = now(),
      next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    from due, webhooks w
    where d.id = due.id and w.id = d.webhook_id
    returning d.id, d.webhook_id, d.message_id, d.body, d.attempts, d.attempts_allowed, w.url, w.secret,
      w.allow_private_network`.execute(db);
  return rows;
}

async function attempt(db: Db, delivery: ClaimedDelivery, { log, timeoutMs }: SendOptions): Promise<void> {
  let answer: ReceiverAnswer;
  try {
    answer = await postSigned({
      url: delivery.url,
      secret: delivery.secret,
      messageId: delivery.message_id,
      body: delivery.body,
      allowPrivateNetwork: delivery.allow_private_network,
      timeoutMs,
    });
  } catch (error) {
    await failedAttempt(
      db,
      delivery,
      { status: null, excerpt: null },
      unansweredReason(error, delivery.url, timeoutMs),
    );
    return;
  }
  try {
    if (answer.status >= 200 && answer.status <= 299) await succeeded(db, delivery, answer);
    else if (answer.status === 410) await gone(db, delivery, answer);
    else await failedAttempt(db, delivery, answer, `The receiver answered ${answer.status}`);
  } catch (error) {
    // The lease makes it due again: the receiver may get it twice, which its webhook-id lets it notice.
    log.error({ err: error, delivery: delivery.id }, 'a webhook delivery was sent but its outcome not recorded');
  }
}

async function succeeded(db: Db, delivery: ClaimedDelivery, answer: ReceiverAnswer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status: 'succeeded',
        next_attempt_at: null,
        response_status: answer.status,
        response_excerpt: answer.excerpt,
        error: null,
      })
      .where('id', '=', delivery.id)
      .execute();
    // A redelivery that gets through shows the receiver is back: a webhook disabled by a 410 is enabled again.
    await trx
      .updateTable('webhooks')
      .set({ disabled_at: null })
      .where('id', '=', delivery.webhook_id)
      .where('disabled_at', 'is not', null)
      .execute();
  });
}

/** 410 Gone: the receiver wants no more deliveries. The webhook is disabled and what was queued for it dropped. */
async function gone(db: Db, delivery: ClaimedDelivery, answer: ReceiverAnswer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('webhooks').set({ disabled_at: new Date() }).where('id', '=', delivery.webhook_id).execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status: 'failed',
        next_attempt_at: null,
        response_status: answer.status,
        response_excerpt: answer.excerpt,
        error: 'The receiver answered 410 Gone: the webhook is disabled until a redelivery succeeds',
      })
      .where('id', '=', delivery.id)
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', next_attempt_at: null, error: 'Not sent: the webhook was disabled (410 Gone)' })
      .where('webhook_id', '=', delivery.webhook_id)
      .where('status', '=', 'pending')
      .where('id', '<>', delivery.id)
      .execute();
  });
}

/** Another attempt later on the retry schedule, or failed for good once the attempts allowed are used up. */
async function failedAttempt(
  db: Db,
  delivery: ClaimedDelivery,
  answer: { status: number | null; excerpt: string | null },
  reason: string,
): Promise<void> {
  const allowed = delivery.attempts_allowed ?? RETRY_DELAYS_SECONDS.length + 1;
  const retryIn = delivery.attempts < allowed ? retryDelaySeconds(delivery.attempts) : undefined;
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: retryIn === undefined ? 'failed' : 'pending',
      next_attempt_at: retryIn === undefined ? null : new Date(Date.now() + retryIn * 1000),
      response_status: answer.status,
      response_excerpt: answer.excerpt,
      error: reason,
    })
    .where('id', '=', delivery.id)
    .execute();
}

/** The wait after the `attempts`-th failed attempt, with its jitter. */
export function retryDelaySeconds(attempts: number, random = Math.random()): number {
  const base = RETRY_DELAYS_SECONDS[Math.min(attempts, RETRY_DELAYS_SECONDS.length) - 1]!;
  return base * (1 - JITTER + 2 * JITTER * random);
}

/**
 * Sends due deliveries every `pollMs` in this process, one pass at a time, until stopped. Failures of a pass
 * (the database unreachable) are logged and the next pass tries again.
 */
export class WebhookSender {
  readonly #db: Db;
  readonly #options: SendOptions;
  #timer: ReturnType<typeof setInterval> | undefined;
  #pass: Promise<void> | undefined;

  constructor(db: Db, options: SendOptions) {
    this.#db = db;
    this.#options = options;
  }

  start(pollMs: number): void {
    this.#timer = setInterval(() => {
      this.#pass ??= deliverDueWebhooks(this.#db, this.#options)
        .then(() => undefined)
        .catch((error: unknown) => this.#options.log.warn({ err: error }, 'webhook deliveries not sent this time'))
        .finally(() => {
          this.#pass = undefined;
        });
    }, pollMs).unref();
  }

  /** Stops polling and waits for the attempts under way. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#pass;
  }
}
