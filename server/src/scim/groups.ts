import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ScimError } from './errors.ts';
import { memberOfPath, parseEqFilter } from './filter.ts';
import { pageOf } from './paging.ts';
import { idOf } from './users.ts';
import {
  GROUP_SCHEMA,
  parseScim,
  ScimMembers,
  Text,
  type Page,
  type PatchOperation,
  type ScimGroupBody,
} from './schemas.ts';

export interface GroupRow {
  id: number;
  display_name: string;
  external_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const FILTERABLE = ['displayName', 'externalId', 'id'] as const;

function groups(db: Db) {
  return db.selectFrom('scim_groups').select(['id', 'display_name', 'external_id', 'created_at', 'updated_at']);
}

export function listScimGroups(db: Db, filter: string | undefined, page: Page) {
  let query = groups(db);
  if (filter !== undefined) {
    const { attribute, value } = parseEqFilter(filter, FILTERABLE);
    if (attribute === 'displayName')
      query = query.where((eb) => eb(eb.fn('lower', ['display_name']), '=', value.toLowerCase()));
    else if (attribute === 'externalId') query = query.where('external_id', '=', value);
    else query = query.where('id', '=', idOf(value) ?? 0);
  }
  return pageOf(query, (ordered) => ordered.orderBy('id'), page);
}

export async function findScimGroup(db: Db, id: number): Promise<GroupRow | undefined> {
  return groups(db).where('id', '=', id).executeTakeFirst();
}

export async function membersOfGroups(
  db: Db,
  groupIds: number[],
): Promise<Map<number, { id: number; userName: string }[]>> {
  const byGroup = new Map<number, { id: number; userName: string }[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .selectFrom('scim_group_members')
    .innerJoin('users', 'users.id', 'scim_group_members.user_id')
    .leftJoin('scim_users', 'scim_users.user_id', 'users.id')
    .select(['scim_group_members.group_id', 'users.id', 'users.email', 'scim_users.user_name'])
    .where('scim_group_members.group_id', 'in', groupIds)
    .orderBy('users.id')
    .execute();
  for (const row of rows) {
    const members = byGroup.get(row.group_id) ?? [];
    members.push({ id: row.id, userName: row.user_name ?? row.email });
    byGroup.set(row.group_id, members);
  }
  return byGroup;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The Group resource (RFC 7643 §4.2); `members` left out when the request excluded them (Entra ID does). */
export function groupResource(row: GroupRow, members: { id: number; userName: string }[] | undefined, baseUrl: string) {
  return {
    schemas: [GROUP_SCHEMA],
    id: String(row.id),
    displayName: row.display_name,
    ...(row.external_id === null ? {} : { externalId: row.external_id }),
    ...(members === undefined
      ? {}
      : {
          members: members.map((member) => ({
            value: String(member.id),
            display: member.userName,
            $ref: `${baseUrl}/Users/${member.id}`,
          })),
        }),
    meta: {
      resourceType: 'Group',
      created: iso(row.created_at),
      lastModified: iso(row.updated_at),
      location: `${baseUrl}/Groups/${row.id}`,
    },
  };
}

/** The user ids of a members list, each an account that exists (400 `invalidValue` naming one that does not). */
async function memberIds(db: Db, members: unknown, where: string): Promise<number[]> {
  const list = parseScim(ScimMembers, Array.isArray(members) ? members : [members], where);
  const ids = [...new Set(list.map((member) => idOf(member.value) ?? 0))];
  if (ids.length === 0) return [];
  const found = new Set(
    (await db.selectFrom('users').select('id').where('id', 'in', ids).execute()).map((row) => row.id),
  );
  const missing = list.find((member) => !found.has(idOf(member.value) ?? 0));
  if (missing) throw new ScimError(400, `${where}: no user has the id "${missing.value}"`, 'invalidValue');
  return ids;
}

function asGroupClash(error: unknown, displayName: string): unknown {
  if (isUniqueViolation(error, 'scim_groups_display_name_key'))
    return new ScimError(409, `A group named ${displayName} already exists`, 'uniqueness');
  return error;
}

async function addMembers(db: Db, groupId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('scim_group_members')
    .values(userIds.map((userId) => ({ group_id: groupId, user_id: userId })))
    .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
    .execute();
}

async function currentMemberIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('scim_group_members').select('user_id').where('group_id', '=', groupId).execute();
  return rows.map((row) => row.user_id);
}

/** Makes a group with its members; answers its id and the users whose groups changed. */
export async function createScimGroup(db: Db, body: ScimGroupBody): Promise<{ id: number; touched: number[] }> {
  const members = await memberIds(db, body.members ?? [], 'members');
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('scim_groups')
        .values({ display_name: body.displayName, external_id: body.externalId || null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addMembers(trx, id, members);
      return { id, touched: members };
    });
  } catch (error) {
    throw asGroupClash(error, body.displayName);
  }
}

/** Replaces a group (PUT): its name, externalId and members; answers the users whose groups changed. */
export async function replaceScimGroup(db: Db, id: number, body: ScimGroupBody): Promise<number[]> {
  const members = await memberIds(db, body.members ?? [], 'members');
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await currentMemberIds(trx, id);
      await trx
        .updateTable('scim_groups')
        .set({ display_name: body.displayName, external_id: body.externalId || null, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('scim_group_members').where('group_id', '=', id).execute();
      await addMembers(trx, id, members);
      return [...before, ...members];
    });
  } catch (error) {
    throw asGroupClash(error, body.displayName);
  }
}

/**
 * Applies a PATCH's operations to a group in one transaction: members added (`path: members`), removed (Entra ID and
 * Okta: `path: members[value eq "<id>"]`; or `path: members` with the members as value; `path: members` alone
 * removes them all) or replaced, and its displayName or externalId replaced (with a path, or Okta's `value`
 * object). Answers the users whose role may change: every member when the name changes, else those added or
 * removed.
 */
export async function patchScimGroup(db: Db, id: number, operations: PatchOperation[]): Promise<number[]> {
  let displayName: string | undefined;
  let externalId: string | null | undefined;
  const steps: { kind: 'add' | 'remove' | 'replace' | 'removeAll'; ids: number[] }[] = [];
  for (const operation of operations) {
    const path = operation.path?.toLowerCase();
    const member = operation.path === undefined ? undefined : memberOfPath(operation.path);
    if (member !== undefined) {
      if (operation.op !== 'remove')
        throw new ScimError(400, `Only remove may name a member in its path (${operation.path})`, 'invalidPath');
      steps.push({ kind: 'remove', ids: [idOf(member) ?? 0] });
    } else if (path === 'members') {
      if (operation.op === 'remove' && (operation.value === undefined || operation.value === null))
        steps.push({ kind: 'removeAll', ids: [] });
      else if (operation.op === 'remove') steps.push({ kind: 'remove', ids: memberIdsLoose(operation.value) });
      else steps.push({ kind: operation.op, ids: await memberIds(db, operation.value ?? [], 'members') });
    } else if (path === 'displayname') {
      if (operation.op === 'remove') throw new ScimError(400, 'displayName cannot be removed', 'mutability');
      displayName = parseScim(Text(256).min(1, 'displayName is required'), operation.value, 'displayName');
    } else if (path === 'externalid') {
      externalId = operation.op === 'remove' ? null : parseScim(Text(256), operation.value, 'externalId') || null;
    } else if (path === undefined) {
      const value = operation.value;
      if (operation.op === 'remove') throw new ScimError(400, 'A remove operation needs a path', 'noTarget');
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new ScimError(400, 'An operation without a path needs an object as its value', 'invalidValue');
      const attributes = value as Record<string, unknown>;
      if ('displayName' in attributes)
        displayName = parseScim(Text(256).min(1, 'displayName is required'), attributes.displayName, 'displayName');
      if ('externalId' in attributes)
        externalId = parseScim(Text(256).nullish(), attributes.externalId, 'externalId') || null;
      if ('members' in attributes)
        steps.push({ kind: operation.op, ids: await memberIds(db, attributes.members ?? [], 'members') });
    } else {
      throw new ScimError(400, `A group's ${operation.path} cannot be changed`, 'invalidPath');
    }
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await currentMemberIds(trx, id);
      const touched = new Set<number>();
      for (const step of steps) {
        if (step.kind === 'add') await addMembers(trx, id, step.ids);
        if (step.kind === 'remove' && step.ids.length > 0)
          await trx
            .deleteFrom('scim_group_members')
            .where('group_id', '=', id)
            .where('user_id', 'in', step.ids)
            .execute();
        if (step.kind === 'replace' || step.kind === 'removeAll') {
          await trx.deleteFrom('scim_group_members').where('group_id', '=', id).execute();
          for (const userId of before) touched.add(userId);
          await addMembers(trx, id, step.ids);
        }
        for (const userId of step.ids) touched.add(userId);
      }
      if (displayName !== undefined || externalId !== undefined || steps.length > 0)
        await trx
          .updateTable('scim_groups')
          .set({
            ...(displayName === undefined ? {} : { display_name: displayName }),
            ...(externalId === undefined ? {} : { external_id: externalId }),
            updated_at: new Date(),
          })
          .where('id', '=', id)
          .execute();
      if (displayName !== undefined) for (const userId of await currentMemberIds(trx, id)) touched.add(userId);
      return [...touched];
    });
  } catch (error) {
    throw asGroupClash(error, displayName ?? '');
  }
}

/** The ids a removal names: a member that is no account is no member, so removing it changes nothing. */
function memberIdsLoose(members: unknown): number[] {
  const list = parseScim(ScimMembers, Array.isArray(members) ? members : [members], 'members');
  return list.map((member) => idOf(member.value) ?? 0);
}

/** Deletes a group; answers its former members, whose roles may change. */
export async function deleteScimGroup(db: Db, id: number): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const members = await currentMemberIds(trx, id);
    await trx.deleteFrom('scim_groups').where('id', '=', id).execute();
    return members;
  });
}
