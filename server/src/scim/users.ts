import { sql } from 'kysely';
import { DisplayName, Email, Username, type UpdateUserBody } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { freeUsername, insertUser } from '../users/repository.ts';
import { changeUser } from '../users/service.ts';
import type { AccountHooks } from '../users/account-hooks.ts';
import { NO_PASSWORD } from '../auth/sso/accounts.ts';
import { HttpError } from '../plugins/errors.ts';
import { ScimError } from './errors.ts';
import { parseEqFilter } from './filter.ts';
import { pageOf } from './paging.ts';
import {
  parseScim,
  ScimBoolean,
  ScimEmails,
  ScimName,
  Text,
  USER_SCHEMA,
  type Page,
  type PatchOperation,
  type ScimUserBody,
} from './schemas.ts';

/** What SCIM says of an account: the users row and, once the provider wrote it, its scim_users row. */
export interface UserState {
  userName: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  displayName: string | null;
  email: string;
  active: boolean;
}

interface UserRow {
  id: number;
  email: string;
  username: string;
  display_name: string | null;
  disabled: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  user_name: string | null;
  external_id: string | null;
  given_name: string | null;
  family_name: string | null;
  scim_updated_at: Date | string | null;
}

function usersWithScim(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('scim_users', 'scim_users.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.username',
      'users.display_name',
      'users.disabled',
      'users.created_at',
      'users.updated_at',
      'scim_users.user_name',
      'scim_users.external_id',
      'scim_users.given_name',
      'scim_users.family_name',
      'scim_users.updated_at as scim_updated_at',
    ]);
}

function stateOf(row: UserRow): UserState {
  return {
    // An account the provider never wrote (made in Tessera, then matched by the provider's lookup) goes by its e-mail.
    userName: row.user_name ?? row.email,
    externalId: row.external_id,
    givenName: row.given_name,
    familyName: row.family_name,
    displayName: row.display_name,
    email: row.email,
    active: !row.disabled,
  };
}

const FILTERABLE = ['userName', 'externalId', 'emails.value', 'id'] as const;

/** A SCIM id is the user's id, digits only; anything else names nobody. */
export function idOf(scimId: string): number | undefined {
  return /^[0-9]{1,10}$/.test(scimId) && Number(scimId) <= 2_147_483_647 ? Number(scimId) : undefined;
}

/** The accounts a userName names: the one the provider calls so, else one with it as e-mail or username. */
function whereUserName(userName: string) {
  const lower = userName.toLowerCase();
  return sql<boolean>`(lower(scim_users.user_name) = ${lower}
    or (scim_users.user_name is null and (users.email = ${lower} or lower(users.username) = ${lower})))`;
}

function filtered(db: Db, filter: string | undefined) {
  let query = usersWithScim(db);
  if (filter === undefined) return query;
  const { attribute, value } = parseEqFilter(filter, FILTERABLE);
  if (attribute === 'userName') query = query.where(whereUserName(value));
  else if (attribute === 'externalId') query = query.where('scim_users.external_id', '=', value);
  else if (attribute === 'emails.value') query = query.where('users.email', '=', value.toLowerCase());
  else query = query.where('users.id', '=', idOf(value) ?? 0);
  return query;
}

export function listScimUsers(db: Db, filter: string | undefined, page: Page) {
  return pageOf(filtered(db, filter), (query) => query.orderBy('users.id'), page);
}

export async function findScimUser(db: Db, id: number): Promise<UserRow | undefined> {
  return usersWithScim(db).where('users.id', '=', id).executeTakeFirst();
}

export async function groupsOfUsers(db: Db, userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byUser = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('scim_group_members')
    .innerJoin('scim_groups', 'scim_groups.id', 'scim_group_members.group_id')
    .select(['scim_group_members.user_id', 'scim_groups.id', 'scim_groups.display_name'])
    .where('scim_group_members.user_id', 'in', userIds)
    .orderBy('scim_groups.id')
    .execute();
  for (const row of rows) {
    const groups = byUser.get(row.user_id) ?? [];
    groups.push({ id: row.id, name: row.display_name });
    byUser.set(row.user_id, groups);
  }
  return byUser;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The User resource (RFC 7643 §4.1) of a row; `groups` is read-only, as the RFC says. */
export function userResource(row: UserRow, groups: { id: number; name: string }[], baseUrl: string) {
  const state = stateOf(row);
  const modified = row.scim_updated_at && new Date(row.scim_updated_at) > new Date(row.updated_at);
  return {
    schemas: [USER_SCHEMA],
    id: String(row.id),
    ...(state.externalId === null ? {} : { externalId: state.externalId }),
    userName: state.userName,
    name: {
      ...(state.displayName === null ? {} : { formatted: state.displayName }),
      ...(state.givenName === null ? {} : { givenName: state.givenName }),
      ...(state.familyName === null ? {} : { familyName: state.familyName }),
    },
    ...(state.displayName === null ? {} : { displayName: state.displayName }),
    emails: [{ value: state.email, type: 'work', primary: true }],
    active: state.active,
    groups: groups.map((group) => ({
      value: String(group.id),
      display: group.name,
      $ref: `${baseUrl}/Groups/${group.id}`,
    })),
    meta: {
      resourceType: 'User',
      created: iso(row.created_at),
      lastModified: iso(modified ? row.scim_updated_at! : row.updated_at),
      location: `${baseUrl}/Users/${row.id}`,
    },
  };
}

/** The address an `emails` list gives: the primary one, else the work one, else the first. */
function emailOf(emails: { value: string; type?: string | null; primary?: boolean }[]): string | undefined {
  const chosen =
    emails.find((email) => email.primary === true) ??
    emails.find((email) => email.type?.toLowerCase() === 'work') ??
    emails[0];
  return chosen?.value;
}

const isEmail = (text: string) => Email.safeParse(text).success;

function nameJoined(givenName: string | null, familyName: string | null): string | null {
  return [givenName, familyName].filter(Boolean).join(' ') || null;
}

/** The state a POST or PUT body describes; `current` is the account it replaces (PUT), if any. */
export function stateFromBody(body: ScimUserBody, current?: UserState): UserState {
  const givenName = body.name?.givenName || null;
  const familyName = body.name?.familyName || null;
  const email =
    emailOf(body.emails ?? []) ?? (isEmail(body.userName) ? body.userName : undefined) ?? current?.email ?? undefined;
  if (email === undefined)
    throw new ScimError(400, 'An e-mail address is needed: in emails, or as the userName', 'invalidValue');
  return {
    userName: body.userName,
    externalId: body.externalId || null,
    givenName,
    familyName,
    displayName: body.displayName || body.name?.formatted || nameJoined(givenName, familyName),
    email,
    // A replace that leaves `active` out does not bring back a deactivated account.
    active: body.active ?? current?.active ?? true,
  };
}

/** Attribute paths as SCIM compares them: ignoring case, the work address as the one address. */
function normalisedPath(path: string): string {
  const lower = path.toLowerCase().replace(/^urn:ietf:params:scim:schemas:core:2\.0:user:/, '');
  if (/^emails\[\s*type\s+eq\s+"work"\s*\]\.value$/.test(lower) || lower === 'emails.value') return 'email';
  return lower;
}

/**
 * The state after a PATCH's operations (RFC 7644 §3.5.2), as Entra ID sends them (`"op": "Replace"`, a path, string
 * booleans) and as Okta does (no path, the attributes in `value`). Attributes Tessera does not keep are ignored.
 */
export function patchedState(current: UserState, operations: PatchOperation[]): UserState {
  const next = { ...current };
  let displayNameSent = false;
  let namePartSent = false;
  const set = (path: string, value: unknown, op: PatchOperation['op']) => {
    const removing = op === 'remove';
    const text = (max: number) => {
      if (removing || value === null) return null;
      return parseScim(Text(max), value, path) || null;
    };
    switch (normalisedPath(path)) {
      case 'active':
        if (removing) throw new ScimError(400, 'active cannot be removed', 'mutability');
        next.active = parseScim(ScimBoolean, value, 'active');
        return;
      case 'username': {
        const userName = text(254);
        if (!userName) throw new ScimError(400, 'userName cannot be removed', 'mutability');
        next.userName = userName;
        return;
      }
      case 'externalid':
        next.externalId = text(256);
        return;
      case 'displayname':
      case 'name.formatted':
        next.displayName = text(200);
        displayNameSent = true;
        return;
      case 'name.givenname':
        next.givenName = text(100);
        namePartSent = true;
        return;
      case 'name.familyname':
        next.familyName = text(100);
        namePartSent = true;
        return;
      case 'name': {
        const name = removing ? {} : parseScim(ScimName, value, 'name');
        for (const part of ['formatted', 'givenName', 'familyName'] as const)
          if (removing || part in name) set(`name.${part}`, name[part] ?? null, op);
        return;
      }
      case 'email': {
        if (removing) throw new ScimError(400, 'The e-mail address cannot be removed', 'mutability');
        next.email = parseScim(Text(254), value, 'emails.value');
        return;
      }
      case 'emails': {
        if (removing) throw new ScimError(400, 'The e-mail address cannot be removed', 'mutability');
        const email = emailOf(parseScim(ScimEmails, Array.isArray(value) ? value : [value], 'emails'));
        if (email !== undefined) next.email = email;
        return;
      }
      default:
        // title, phoneNumbers, addresses, the enterprise extension…: Tessera keeps none of them.
        return;
    }
  };
  for (const operation of operations) {
    if (operation.path) {
      set(operation.path, operation.value, operation.op);
    } else {
      if (operation.op === 'remove') throw new ScimError(400, 'A remove operation needs a path', 'noTarget');
      const value = operation.value;
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new ScimError(400, 'An operation without a path needs an object as its value', 'invalidValue');
      for (const [key, attribute] of Object.entries(value)) set(key, attribute, operation.op);
    }
  }
  if (namePartSent && !displayNameSent) next.displayName = nameJoined(next.givenName, next.familyName);
  return next;
}

/** The users row's fields a state asks for, checked as Tessera's own forms check them. */
function accountFields(state: UserState) {
  const email = parseScim(Email, state.email, 'emails.value');
  const displayName = parseScim(DisplayName, state.displayName, 'displayName');
  const username = Username.safeParse(state.userName);
  return { email, displayName, username: username.success ? username.data : undefined };
}

/** A username made from the e-mail's local part, for a POST that names none the contract allows. */
async function freeUsernameFor(db: Db, email: string): Promise<string> {
  const wanted = email.split('@')[0]!;
  const username = await freeUsername(db, wanted);
  if (!username) throw new ScimError(409, `No free username could be found for ${wanted}`, 'uniqueness');
  return username;
}

async function refuseTakenUserName(db: Db, userName: string, exceptUserId?: number): Promise<void> {
  let query = db
    .selectFrom('users')
    .leftJoin('scim_users', 'scim_users.user_id', 'users.id')
    .select('users.id')
    .where(whereUserName(userName));
  if (exceptUserId !== undefined) query = query.where('users.id', '!=', exceptUserId);
  if (await query.executeTakeFirst())
    throw new ScimError(409, `A user with the userName ${userName} already exists`, 'uniqueness');
}

/** Turns a clash of unique keys (raced past the check, or an e-mail taken) into SCIM's 409 `uniqueness`. */
function asScimClash(error: unknown): unknown {
  if (error instanceof HttpError && (error.code === 'user_email_exists' || error.code === 'user_username_exists'))
    return new ScimError(409, error.message, 'uniqueness');
  if (isUniqueViolation(error, 'users_email_key'))
    return new ScimError(409, 'A user with this e-mail already exists', 'uniqueness');
  if (isUniqueViolation(error)) return new ScimError(409, 'A user with this userName already exists', 'uniqueness');
  return error;
}

function scimUserValues(state: UserState) {
  return {
    user_name: state.userName,
    external_id: state.externalId,
    given_name: state.givenName,
    family_name: state.familyName,
  };
}

/**
 * Makes the account a POST describes: no usable password (as single sign-on's just-in-time accounts), role `user`
 * until a mapped group says otherwise. A userName or e-mail already taken is a 409 `uniqueness`.
 */
export async function createScimUser(db: Db, hooks: AccountHooks, state: UserState): Promise<number> {
  const fields = accountFields(state);
  await refuseTakenUserName(db, state.userName);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        email: fields.email,
        username: fields.username ?? (await freeUsernameFor(trx, fields.email)),
        displayName: fields.displayName,
        passwordHash: NO_PASSWORD,
        role: 'user',
      });
      await trx
        .insertInto('scim_users')
        .values({ user_id: user.id, ...scimUserValues(state) })
        .execute();
      return user.id;
    });
  } catch (error) {
    throw asScimClash(error);
  }
  if (!state.active) await changeUser(db, hooks, id, { disabled: true });
  return id;
}

/**
 * Changes an account to `next` through users' service, so that deactivating ends its sessions, live streams and
 * API tokens in the same transaction as disabling does; the SCIM row is written in that transaction too.
 */
export async function updateScimUser(db: Db, hooks: AccountHooks, id: number, current: UserRow, next: UserState) {
  const fields = accountFields(next);
  if (next.userName.toLowerCase() !== stateOf(current).userName.toLowerCase())
    await refuseTakenUserName(db, next.userName, id);
  const changes: UpdateUserBody = { disabled: !next.active };
  if (fields.email !== current.email) changes.email = fields.email;
  if (fields.displayName !== current.display_name) changes.display_name = fields.displayName;
  if (fields.username !== undefined && fields.username !== current.username) changes.username = fields.username;
  try {
    await changeUser(db, hooks, id, changes, async (trx) => {
      await trx
        .insertInto('scim_users')
        .values({ user_id: id, ...scimUserValues(next) })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ ...scimUserValues(next), updated_at: new Date() }),
        )
        .execute();
    });
  } catch (error) {
    throw asScimClash(error);
  }
}

export { stateOf as userStateOf };
export type { UserRow as ScimUserRow };
