import { sql } from 'kysely';
import type { ModelTokenUsage } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { MtError } from './provider.ts';

/** The calendar month tokens are counted in: UTC, so every API instance agrees on when a month ends. */
export const monthOf = (now: Date): string => now.toISOString().slice(0, 7);

/** A project's model tokens this month and its ceiling. */
export async function tokenUsage(db: Db, projectId: number, now = new Date()): Promise<ModelTokenUsage> {
  const month = monthOf(now);
  const [used, ceiling] = await Promise.all([
    db
      .selectFrom('mt_token_usage')
      .select('tokens')
      .where('project_id', '=', projectId)
      .where('month', '=', month)
      .executeTakeFirst(),
    db.selectFrom('mt_token_ceilings').select('ceiling').where('project_id', '=', projectId).executeTakeFirst(),
  ]);
  return { month, used: Number(used?.tokens ?? 0), ceiling: ceiling ? Number(ceiling.ceiling) : null };
}

export async function setTokenCeiling(db: Db, projectId: number, ceiling: number | null, userId: number) {
  if (ceiling === null) {
    await db.deleteFrom('mt_token_ceilings').where('project_id', '=', projectId).execute();
    return;
  }
  const values = { ceiling, updated_by: userId, updated_at: new Date() };
  await db
    .insertInto('mt_token_ceilings')
    .values({ project_id: projectId, ...values })
    .onConflict((conflict) => conflict.column('project_id').doUpdateSet(values))
    .execute();
}

/** Adds tokens to the project's month in one statement, so concurrent calls from any process all count. */
export async function addTokens(db: Db, projectId: number, tokens: number, now = new Date()): Promise<void> {
  if (tokens <= 0) return;
  await db
    .insertInto('mt_token_usage')
    .values({ project_id: projectId, month: monthOf(now), tokens })
    .onConflict((conflict) =>
      conflict.columns(['project_id', 'month']).doUpdateSet({ tokens: sql`mt_token_usage.tokens + excluded.tokens` }),
    )
    .execute();
}

/**
 * Refuses a model call for a project whose month has used its ceiling. Checked before each batch: a batch under
 * way finishes, so the month may end a batch's tokens above the ceiling, never more.
 */
export async function checkTokenCeiling(db: Db, projectId: number): Promise<void> {
  const { used, ceiling } = await tokenUsage(db, projectId);
  if (ceiling === null || used < ceiling) return;
  throw new MtError(
    429,
    `This project has used its ${ceiling.toLocaleString('en')} model tokens for this month; ` +
      'an admin can raise the ceiling in the project settings',
  );
}
