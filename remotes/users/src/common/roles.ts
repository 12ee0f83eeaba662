import type { Role } from '@tessera/shared/contract';

/** The roles a user or an invitation can hold, as the forms offer them. */
export const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'user', label: 'Translator (user)' },
  { value: 'manager', label: 'Manager' },
  { value: 'admin', label: 'Administrator' },
];

/** A role as the screens name it ("Translator (user)"). */
export const roleLabel = (role: Role) => ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;
