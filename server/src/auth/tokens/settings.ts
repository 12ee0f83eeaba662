import type { TokenSettings } from '@tessera/shared/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';

/** How many days a token may last at most: the ceiling an admin stored, else the environment's (API_TOKEN_MAX_DAYS). */
export async function tokenSettings(db: Db, config: Pick<Config, 'apiTokenMaxDays'>): Promise<TokenSettings> {
  const row = await db.selectFrom('api_token_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { max_days: config.apiTokenMaxDays, source: 'environment', updated_at: null };
  return { max_days: row.max_days, source: 'database', updated_at: new Date(row.updated_at).toISOString() };
}

export async function saveTokenMaxDays(db: Db, maxDays: number, userId: number): Promise<void> {
  const values = { max_days: maxDays, updated_by: userId, updated_at: new Date() };
  await db
    .insertInto('api_token_settings')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}
