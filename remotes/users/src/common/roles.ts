import type { Role } from '@tessera/shared/contract';
import type { Message, Translate } from '@tessera/shared/i18n/catalog';
import * as usersWords from '../locales/en/users.arb';

/** The roles a user or an invitation can hold, in the order the forms offer them. */
const ROLES: readonly Role[] = ['user', 'manager', 'admin'];

/** A role's name as the forms and tables show it ("Translator (user)"). */
const ROLE_LABELS: Record<Role, Message<'users'>> = {
  user: usersWords.roleUser,
  manager: usersWords.roleManager,
  admin: usersWords.roleAdmin,
};

/** A role's short name as role maps write it ("user"), where a group is shown with the role it gives. */
const ROLE_SHORT_NAMES: Record<Role, Message<'users'>> = {
  user: usersWords.roleShortUser,
  manager: usersWords.roleShortManager,
  admin: usersWords.roleShortAdmin,
};

/** The roles as the forms offer them. */
export const roleOptions = (t: Translate<'users'>): { value: Role; label: string }[] =>
  ROLES.map((value) => ({ value, label: t(ROLE_LABELS[value]) }));

/** A role as the screens name it ("Translator (user)"); an unknown one as the server sent it. */
export const roleLabel = (t: Translate<'users'>, role: Role) => (role in ROLE_LABELS ? t(ROLE_LABELS[role]) : role);

/** A role by its short name ("user"), as a role map gives it to a group; an unknown one as the server sent it. */
export const roleShortName = (t: Translate<'users'>, role: string) =>
  role in ROLE_SHORT_NAMES ? t(ROLE_SHORT_NAMES[role as Role]) : role;
