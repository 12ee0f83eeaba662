import { sql } from 'kysely';
import { can, type Role } from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';
import { notify } from '../../assignments/notifications.ts';

/**
 * `@ana` names a username (letters, digits, dots, dashes, underscores, as usernames are made); not inside a word
 * or an email address. A sentence's full stop after the name is not part of it.
 */
const USERNAME_MENTION = /(?<![\p{L}\p{N}._@-])@([\p{L}\p{N}._-]*[\p{L}\p{N}])/gu;
/** `@"Ana María López"` names a display name, which may hold spaces. */
const DISPLAY_NAME_MENTION = /@"([^"\n]{1,100})"/gu;

/** The people a comment's text names, lower-cased so that they match regardless of case. */
export interface Mentions {
  usernames: string[];
  displayNames: string[];
}

export function mentionsIn(text: string): Mentions {
  const lower = (names: Iterable<RegExpMatchArray>) => [...new Set([...names].map((match) => match[1]!.toLowerCase()))];
  return {
    usernames: lower(text.matchAll(USERNAME_MENTION)),
    displayNames: lower(text.matchAll(DISPLAY_NAME_MENTION)).map((name) => name.trim().replace(/\s+/g, ' ')),
  };
}

/** The active people a comment names who may read documents, by id. */
async function mentionedReaders(db: Db, { usernames, displayNames }: Mentions): Promise<number[]> {
  if (usernames.length === 0 && displayNames.length === 0) return [];
  const names = (list: string[]) => (list.length === 0 ? sql`(null)` : sql`(${sql.join(list)})`);
  const { rows } = await sql<{ id: number; role: Role; disabled: boolean }>`
    select id, role, disabled from users
    where not disabled and (lower(username) in ${names(usernames)} or lower(display_name) in ${names(displayNames)})
    order by id`.execute(db);
  return rows.filter((user) => can(user, 'document.read')).map((user) => user.id);
}

/**
 * Tells each active person a comment names (and was not named in `before`, the text it had) that they were
 * mentioned on that segment, in the document's current step; the author is never told of their own comment.
 */
export async function notifyMentions(
  db: Db,
  comment: { record_id: number; document_id: number; text: string; authorId: number },
  before = '',
): Promise<void> {
  const already = new Set(await mentionedReaders(db, mentionsIn(before)));
  const mentioned = (await mentionedReaders(db, mentionsIn(comment.text))).filter((id) => !already.has(id));
  if (mentioned.length === 0) return;
  const active = await db
    .selectFrom('document_assignments')
    .select('step')
    .where('document_id', '=', comment.document_id)
    .where('delivered_at', 'is', null)
    .orderBy('position')
    .executeTakeFirst();
  await notify(
    db,
    mentioned.map((userId) => ({
      user_id: userId,
      kind: 'mentioned' as const,
      document_id: comment.document_id,
      record_id: comment.record_id,
      step: active?.step ?? null,
      actor_id: comment.authorId,
    })),
  );
}
