import type { Role } from '@tessera/shared/contract';

/**
 * Every permission a route can require (`config: { permission }`). Routes check permissions, never role
 * names; which role holds which permission is decided here and nowhere else.
 */
export const PERMISSIONS = [
  /** Any signed-in user: read their own profile. */
  'session',
  'users.manage',
  'glossary.read',
  'glossary.edit',
  'glossary.manage',
  'tm.read',
  'tm.edit',
  'tm.manage',
  'document.read',
  'document.edit',
  'document.manage',
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
];
const MANAGER: readonly Permission[] = [...TRANSLATOR, 'glossary.manage', 'tm.manage', 'document.manage'];
const ADMIN: readonly Permission[] = [...MANAGER, 'users.manage'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: TRANSLATOR,
  manager: MANAGER,
  admin: ADMIN,
};

export function roleHasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}
