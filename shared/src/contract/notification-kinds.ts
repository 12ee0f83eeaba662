/**
 * What a notification tells (`NotificationKind` in ./assignments.ts, where each is explained): kept apart so that
 * the zod-free words (./plain.ts) and the schema (./assignments.ts) share it without importing each other.
 */
export const NOTIFICATION_KINDS = ['assigned', 'activated', 'returned', 'delivered', 'deadline', 'mentioned'] as const;
