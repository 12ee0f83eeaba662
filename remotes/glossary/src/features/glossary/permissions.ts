import type { User } from '@tessera/shared/contract';

/**
 * glossary.manage (create, rename, delete, import, export) belongs to managers and admins; every signed-in
 * user has glossary.edit (records). The server enforces both; the screen only hides what would be refused.
 */
export const canManageGlossaries = (user: User | null) => user?.role === 'manager' || user?.role === 'admin';
export const canEditRecords = (user: User | null) => user !== null;
