import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PAGE_SIZE, personName } from '@tessera/shared';
import type { ListedUser, User, UserPage, UserSort } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { Badge, Button, Card, EmptyState, TBody, THead, Table, Td, Th, Tr } from '@tessera/shared/ui';
import {
  Pagination,
  SearchSummary,
  SearchToolbar,
  SortHeader,
  usePagedSearch,
  useStepBackFromEmptyPage,
} from '@tessera/shared/ui/lists';
import type { ColumnSorting } from '@tessera/shared/ui/lists';
import { useMessages } from '../../common/i18n.ts';
import { roleLabel } from '../../common/roles.ts';
import * as usersWords from '../../locales/en/users.arb';

export interface UserActions {
  edit: (user: User) => void;
  resetPassword: (user: User) => void;
  enable: (user: User) => void;
  disable: (user: User) => void;
}

/**
 * The users, a page of 100 at a time as the server searched and sorted them (thousands of people never load at
 * once): the search box and how many match, the table with its sortable headers and each user's actions, the pages.
 */
export function UsersTable({
  users,
  paged,
  sorting,
  meId,
  signsInWith,
  actions,
}: {
  users: UseQueryResult<UserPage> & { data: UserPage };
  paged: ReturnType<typeof usePagedSearch>;
  sorting: ColumnSorting<UserSort>;
  meId: number | undefined;
  /** How a user signs in, as the screen knows it. */
  signsInWith: (user: User) => ReactNode;
  actions: UserActions;
}) {
  const t = useMessages();
  const f = useFormats();
  const { page, search, update, searchInput, onSearchInput } = paged;
  // A user renamed out of the search can empty the last page: step back to the one that now is the last.
  useStepBackFromEmptyPage(users, page, PAGE_SIZE, update);
  const found = users.data;

  return (
    <Card>
      <div className="border-b border-slate-200 px-3 pt-3">
        <SearchToolbar
          label={t(usersWords.usersToolbar)}
          searchLabel={t(usersWords.usersSearch)}
          value={searchInput}
          onSearch={onSearchInput}
          updating={users.isFetching}
        >
          <SearchSummary
            total={found.total_rows}
            search={search}
            stale={users.isPlaceholderData}
            testId="users-summary"
          />
        </SearchToolbar>
      </div>
      {found.records.length === 0 ? (
        <EmptyState title={t(usersWords.usersNoMatch)}>{t(usersWords.usersNoMatchHint, { search })}</EmptyState>
      ) : (
        <Table label={t(usersWords.usersTableLabel)}>
          <THead>
            <Tr>
              <SortHeader column="name" sorting={sorting}>
                {t(usersWords.usersColumnName)}
              </SortHeader>
              <SortHeader column="email" sorting={sorting}>
                {t(usersWords.usersColumnEmail)}
              </SortHeader>
              <SortHeader column="role" sorting={sorting} className="w-36">
                {t(usersWords.usersColumnRole)}
              </SortHeader>
              <Th className="w-36">{t(usersWords.usersColumnSignsInWith)}</Th>
              <SortHeader column="last_sign_in" sorting={sorting} className="w-44">
                {t(usersWords.usersColumnLastSignIn)}
              </SortHeader>
              <SortHeader column="status" sorting={sorting} className="w-28">
                {t(usersWords.usersColumnStatus)}
              </SortHeader>
              <Th className="w-72">
                <span className="sr-only">{t(usersWords.usersColumnActions)}</span>
              </Th>
            </Tr>
          </THead>
          <TBody>
            {found.records.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isMe={user.id === meId}
                signsInWith={signsInWith(user)}
                lastSignIn={user.last_sign_in_at ? f.dateTime(user.last_sign_in_at) : t(usersWords.usersNeverSignedIn)}
                actions={actions}
              />
            ))}
          </TBody>
        </Table>
      )}
      {found.total_rows > 0 && (
        <div className="border-t border-slate-200">
          <Pagination
            label={t(usersWords.usersPages)}
            page={page}
            pageSize={PAGE_SIZE}
            totalRows={found.total_rows}
            onPageChange={(next) => update({ page: next })}
          />
        </div>
      )}
    </Card>
  );
}

function UserRow({
  user,
  isMe,
  signsInWith,
  lastSignIn,
  actions,
}: {
  user: ListedUser;
  isMe: boolean;
  signsInWith: ReactNode;
  lastSignIn: string;
  actions: UserActions;
}) {
  const t = useMessages();
  return (
    <Tr aria-label={user.username}>
      <Td>
        {/* A name, never words for a browser's translator (nor the pseudo-locale's check) to change. */}
        <span translate="no">{personName(user)}</span>
        {/* Read from the shell's session: proves the remote shares it. */}
        {isMe && <span className="ms-2 text-xs text-slate-500">{t(usersWords.usersYou)}</span>}
      </Td>
      <Td>{user.email}</Td>
      <Td>
        <Badge tone={user.role === 'admin' ? 'warning' : 'info'}>{roleLabel(t, user.role)}</Badge>
      </Td>
      <Td>{signsInWith}</Td>
      <Td className="tabular-nums">{lastSignIn}</Td>
      <Td>
        {user.disabled ? (
          <Badge tone="danger">{t(usersWords.usersStatusDisabled)}</Badge>
        ) : (
          <Badge tone="success">{t(usersWords.usersStatusActive)}</Badge>
        )}
      </Td>
      <Td>
        <div className="flex justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => actions.edit(user)}
            aria-label={t(usersWords.usersEditUser, { username: user.username })}
          >
            {t(usersWords.usersEdit)}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => actions.resetPassword(user)}
            aria-label={t(usersWords.usersResetPasswordOf, { username: user.username })}
          >
            {t(usersWords.usersResetPassword)}
          </Button>
          <Button
            size="sm"
            variant={user.disabled ? 'ghost' : 'ghost-danger'}
            onClick={() => (user.disabled ? actions.enable(user) : actions.disable(user))}
            aria-label={t(user.disabled ? usersWords.usersEnableUser : usersWords.usersDisableUser, {
              username: user.username,
            })}
          >
            {user.disabled ? t(usersWords.usersEnable) : t(usersWords.usersDisable)}
          </Button>
        </div>
      </Td>
    </Tr>
  );
}
