import type { Role, User } from './users.ts';

/**
 * Who may do what, for the server and every screen alike. Routes name the permission they require
 * (`config: { permission }`) and screens ask `can(user, permission)` before offering an action; neither
 * ever compares role names, so a change of the rules is made here and nowhere else.
 */
export const PERMISSIONS = [
  /** Any signed-in user: read their own profile. */
  'session',
  'users.manage',
  'glossary.read',
  'glossary.edit',
  /** Create, rename, delete, import and export glossaries: exports hand the team's terminology out. */
  'glossary.manage',
  'tm.read',
  'tm.edit',
  /** Create, rename, delete, import and export translation memories. */
  'tm.manage',
  'document.read',
  'document.edit',
  /** Upload, rename and delete documents, and choose the memories and glossaries they use. */
  'document.manage',
  'project.read',
  'project.manage',
  /** Configure the machine translation provider (its API key). */
  'mt.manage',
  /** Edit, resolve and delete anyone's comments (authors always may their own). */
  'comment.moderate',
  /**
   * Let a project's repository or webhook reach this machine or a private network (`allow_private_network`):
   * such an address can reach services that are not meant to be reached from outside.
   */
  'network.private',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const TRANSLATOR: readonly Permission[] = [
  'session',
  'glossary.read',
  'glossary.edit',
  'tm.read',
  'tm.edit',
  'document.read',
  'document.edit',
  'project.read',
];
const MANAGER: readonly Permission[] = [
  ...TRANSLATOR,
  'glossary.manage',
  'tm.manage',
  'document.manage',
  'project.manage',
];
const ADMIN: readonly Permission[] = [...MANAGER, 'users.manage', 'mt.manage', 'comment.moderate', 'network.private'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: TRANSLATOR,
  manager: MANAGER,
  admin: ADMIN,
};

export function roleHasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Whether this user (null: nobody signed in) may do what the permission allows. */
export function can(user: Pick<User, 'role' | 'disabled'> | null | undefined, permission: Permission): boolean {
  return !!user && !user.disabled && roleHasPermission(user.role, permission);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}
