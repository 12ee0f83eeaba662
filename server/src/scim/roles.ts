import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { findUser } from '../users/repository.ts';
import { changeUser } from '../users/service.ts';
import type { AccountHooks } from '../users/account-hooks.ts';
import { HttpError } from '../plugins/errors.ts';

const RANK: Record<Role, number> = { user: 1, manager: 2, admin: 3 };

/** The role map an admin set (group displayName → role), with its keys lower-cased: groups match ignoring case. */
export async function readRoleMap(db: Db): Promise<{ roleMap: Record<string, Role>; updatedAt: Date | null }> {
  const row = await db.selectFrom('scim_settings').select(['role_map', 'updated_at']).executeTakeFirst();
  return { roleMap: row?.role_map ?? {}, updatedAt: row ? new Date(row.updated_at) : null };
}

export async function saveRoleMap(db: Db, roleMap: Record<string, Role>, by: number): Promise<void> {
  const json = JSON.stringify(roleMap);
  await db
    .insertInto('scim_settings')
    .values({ id: 1, role_map: json, updated_by: by })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ role_map: json, updated_by: by, updated_at: new Date() }),
    )
    .execute();
}

/**
 * The role a user's SCIM groups give them: the highest role any of their groups maps to, `user` when none does
 * (the role of every account SCIM makes).
 */
export async function roleFromScimGroups(db: Db, userId: number): Promise<Role> {
  const { roleMap } = await readRoleMap(db);
  const byName = new Map(Object.entries(roleMap).map(([group, role]) => [group.toLowerCase(), role]));
  const groups = await db
    .selectFrom('scim_group_members')
    .innerJoin('scim_groups', 'scim_groups.id', 'scim_group_members.group_id')
    .select('scim_groups.display_name')
    .where('scim_group_members.user_id', '=', userId)
    .execute();
  let best: Role = 'user';
  for (const { display_name } of groups) {
    const role = byName.get(display_name.toLowerCase());
    if (role && RANK[role] > RANK[best]) best = role;
  }
  return best;
}

/**
 * Gives each of these users the role their SCIM groups give them now, through users' service (a session answers
 * with its user's role: every process reads it again). Two requests changing the same user's groups at once may
 * each read the groups before the other's change: each reads them again after writing, so the last write is of
 * what the groups finally say. The last active admin stays an admin (users' service refuses): said in the log.
 */
export async function syncRoles(
  db: Db,
  hooks: AccountHooks,
  log: FastifyBaseLogger,
  userIds: Iterable<number>,
): Promise<void> {
  for (const userId of new Set(userIds)) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [user, role] = await Promise.all([findUser(db, userId), roleFromScimGroups(db, userId)]);
      if (!user || user.role === role) break;
      try {
        await changeUser(db, hooks, userId, { role });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409) {
          log.warn({ userId, role, reason: error.message }, 'scim: the role of the groups was not given');
          break;
        }
        throw error;
      }
    }
  }
}

/** Every user some SCIM group holds: whose role follows a change of the role map. */
export async function scimGroupMemberIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('scim_group_members').select('user_id').distinct().execute();
  return rows.map((row) => row.user_id);
}
