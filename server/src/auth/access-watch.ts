import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { roleHasPermission, type Permission, type User } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { liveSessionUsers } from './repository.ts';
import { liveApiTokenUsers } from './tokens/repository.ts';

/** What a request was let in with: a session (its token's hash) or an API token (its id). */
type Credential = { sessionTokenHash: string } | { apiTokenId: number };

interface Watched {
  credential: Credential;
  /** The route's permission, which the user's role must still grant. */
  permission: Permission | undefined;
  end(): void;
}

/**
 * Answers that outlive their request (a document's event stream) are let in once, when they open; this ends them
 * as soon as what let them in would not any more: the session signed out, ended or expired, the API token revoked
 * or expired, the user disabled or given a role without the route's permission. It rechecks every watched answer
 * when the database announces that sessions ended or a user changed (auth/session-cache.ts: in every API
 * process), and every `recheckMs` as a backstop (an expiry is announced by nobody; a notification may be missed).
 */
export class AccessWatch {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #recheckMs: number;
  readonly #watched = new Set<Watched>();
  #timer: ReturnType<typeof setInterval> | undefined;
  #rechecking: Promise<void> | undefined;
  /** Something changed while a recheck was reading: its answers may predate the change. */
  #changedMeanwhile = false;

  constructor(db: Db, log: FastifyBaseLogger, recheckMs: number) {
    this.#db = db;
    this.#log = log;
    this.#recheckMs = recheckMs;
  }

  /** Calls `end` once the credentials of `request` no longer let it in; the returned function stops watching. */
  watch(request: FastifyRequest, end: () => void): () => void {
    const credential: Credential = request.apiToken
      ? { apiTokenId: request.apiToken.id }
      : { sessionTokenHash: request.sessionTokenHash! };
    const watched: Watched = { credential, permission: request.routeOptions.config.permission, end };
    this.#watched.add(watched);
    this.#timer ??= setInterval(() => void this.recheck(), this.#recheckMs).unref();
    return () => this.#forget(watched);
  }

  /** Reads every watched credential again and ends the answers they no longer let in. */
  recheck(): Promise<void> {
    if (this.#rechecking) {
      this.#changedMeanwhile = true;
      return this.#rechecking;
    }
    this.#rechecking = (async () => {
      do {
        this.#changedMeanwhile = false;
        await this.#recheckOnce().catch((error: unknown) =>
          this.#log.warn({ err: error }, 'live answers not rechecked: their access stays as it was'),
        );
      } while (this.#changedMeanwhile);
    })().finally(() => {
      this.#rechecking = undefined;
    });
    return this.#rechecking;
  }

  close(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#watched.clear();
  }

  async #recheckOnce(): Promise<void> {
    const watched = [...this.#watched];
    if (watched.length === 0) return;
    const sessionHashes = watched.flatMap(({ credential }) =>
      'sessionTokenHash' in credential ? [credential.sessionTokenHash] : [],
    );
    const tokenIds = watched.flatMap(({ credential }) => ('apiTokenId' in credential ? [credential.apiTokenId] : []));
    const [sessionUsers, tokenUsers] = await Promise.all([
      liveSessionUsers(this.#db, sessionHashes),
      liveApiTokenUsers(this.#db, tokenIds),
    ]);
    for (const entry of watched) {
      const { credential } = entry;
      const user: User | undefined =
        'sessionTokenHash' in credential
          ? sessionUsers.get(credential.sessionTokenHash)
          : tokenUsers.get(credential.apiTokenId);
      if (user && (!entry.permission || roleHasPermission(user.role, entry.permission))) continue;
      this.#forget(entry);
      entry.end();
    }
  }

  #forget(watched: Watched): void {
    this.#watched.delete(watched);
    if (this.#watched.size > 0) return;
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
