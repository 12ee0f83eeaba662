import type { User } from '@tessera/shared/contract';

/**
 * tm.manage (create, rename, delete, import, download) belongs to managers and admins; every signed-in user
 * has tm.read and tm.edit (units). The server enforces both; the screen only hides what would be refused.
 */
export const canManageTms = (user: User | null) => user?.role === 'manager' || user?.role === 'admin';
export const canEditUnits = (user: User | null) => user !== null;
