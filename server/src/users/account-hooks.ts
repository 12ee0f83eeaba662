import type { User } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';

/**
 * What must follow a change of an account in the domains above users, which keep what a user signed in with
 * (auth's sessions and API tokens): users says what changed, in the transaction of the change, and knows nothing of
 * what follows. The auth plugin decorates the app with them (`app.accountHooks`).
 */
export interface AccountHooks {
  /**
   * Called before a transaction that changes a user, on the database it is opened on; what it answers is called
   * once the transaction is committed (a signed-in request answers with its user's name and role).
   */
  changing(db: Db): () => Promise<void>;
  /** In the transaction that changed a user (name, role, disabled or not), with the user as changed. */
  changed(trx: Db, user: User): Promise<void>;
  /** In the transaction that set a user's password; `keepSessionHash` names the caller's own session, if any. */
  passwordSet(trx: Db, userId: number, keepSessionHash: string | undefined): Promise<void>;
  /**
   * Why no one may join with a password now, if so (single sign-on required): an invitation makes a password
   * account, so none is made.
   */
  passwordAccountsRefusal(db: Db): Promise<string | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What auth does when an account changes: see AccountHooks. */
    accountHooks: AccountHooks;
  }
}
