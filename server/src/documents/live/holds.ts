import type { Db } from '../../db/database.ts';
import { HttpError } from '../../plugins/errors.ts';
import { holderOf } from './presence.ts';

/**
 * A segment someone else is editing cannot be saved by anyone else (423, naming who holds it) until they leave it
 * or are idle on it for two minutes: two people typing into one segment would otherwise overwrite each other.
 */
export function refuseIfHeldBy(holder: string | null | undefined): void {
  if (holder)
    throw new HttpError(423, 'segment_held', `${holder} is editing this segment; it can be saved once they leave it`);
}

/** `refuseIfHeldBy` with the holder read from the database. */
export async function refuseIfHeld(db: Db, recordId: number, userId: number): Promise<void> {
  refuseIfHeldBy(await holderOf(db, recordId, userId));
}
