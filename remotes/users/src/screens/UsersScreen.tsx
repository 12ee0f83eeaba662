import { useState } from 'react';
import { isApiError, useCurrentUser, useSessionStore } from '@tessera/shared';
import { useNavigate } from 'react-router';
import { messagesIn, useMessages } from '../common/i18n.ts';
import type { Reassignment, User, UserSort } from '@tessera/shared/contract';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  Page,
  PageHeader,
  QueryErrorState,
  Spinner,
  lazyPart,
  useToast,
} from '@tessera/shared/ui';
import { usePagedSearch, useSortInUrl } from '@tessera/shared/ui/lists';
import { describeFailure } from '../features/users/errors.ts';
import {
  useCreateUser,
  useDisableUser,
  useSetPassword,
  useUpdateUser,
  useUsersPage,
} from '../features/users/queries.ts';
import { UsersTable } from '../features/users/UsersTable.tsx';
import type { UserFormValues } from '../features/users/UserFormDialog.tsx';
import { InvitationsPanel } from '../features/invitations/InvitationsPanel.tsx';
import { TokensPanel } from '../features/tokens/TokensPanel.tsx';
import { signInMethodParts, useSignInMethods } from '../features/sso/methods.ts';
import * as usersWords from '../locales/en/users.arb';

// The dialogs are chunks of their own, downloaded when one opens: the list does not wait for them.
const UserFormDialog = lazyPart(() => import('../features/users/UserFormDialog.tsx'), 'UserFormDialog', {
  what: () => messagesIn()(usersWords.partUserForm),
});
const PasswordDialog = lazyPart(() => import('../features/users/PasswordDialog.tsx'), 'PasswordDialog', {
  what: () => messagesIn()(usersWords.partPasswordDialog),
});
const DisableUserDialog = lazyPart(() => import('../features/users/DisableUserDialog.tsx'), 'DisableUserDialog', {
  what: () => messagesIn()(usersWords.partDisableDialog),
});

/** Opens a dialog without the last failure of the request it sends. */
const opening =
  <T,>(request: { reset: () => void }, open: (value: T) => void) =>
  (value: T) => {
    request.reset();
    open(value);
  };

/** The columns the users table sorts by, as the API names them (the contract's list, without loading it). */
const USER_SORTS: readonly UserSort[] = ['name', 'email', 'role', 'last_sign_in', 'status'];

/**
 * The users screen (/users/): the users a page at a time, searched and sorted by the server, with role, last sign-in
 * and status; admins create users, edit email/username/role, disable and enable them and reset passwords. Whoever lacks the permission gets a
 * plain "not allowed" message (the server answers 403; the screen never guesses from role names).
 */
export function UsersScreen() {
  const t = useMessages();
  const me = useCurrentUser();
  const sessionStore = useSessionStore();
  const navigate = useNavigate();
  const toast = useToast();
  const paged = usePagedSearch();
  const sorting = useSortInUrl(USER_SORTS, 'name');
  const users = useUsersPage({ page: paged.page, search: paged.search, sort: sorting.sort, order: sorting.order });
  const signInMethods = useSignInMethods(users.data?.records.map((user) => user.id));
  const create = useCreateUser();
  const update = useUpdateUser();
  const setPassword = useSetPassword();
  const disable = useDisableUser();

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<User>();
  const [enabling, setEnabling] = useState<User>();
  const [disabling, setDisabling] = useState<User>();
  const [resetting, setResetting] = useState<User>();

  const openCreate = opening(create, () => setCreating(true));
  const openEdit = opening(update, setEditing);
  const openEnable = opening(update, setEnabling);
  const openDisable = opening(disable, setDisabling);
  const openReset = opening(setPassword, setResetting);

  /**
   * After changing one's own account (demoted, disabled) the session knows a stale user: fetch it again and
   * go home, where the guard sends a signed-out user to the login.
   */
  const refreshIfMe = (user: User) => {
    if (user.id !== me?.id || (user.role === me.role && !user.disabled)) return;
    void sessionStore
      .fetchCurrentUser()
      .catch(() => undefined)
      .finally(() => navigate('/'));
  };

  const submitCreate = (values: UserFormValues) =>
    create.mutate(values, {
      onSuccess: (user) => {
        setCreating(false);
        toast.show(t(usersWords.usersCreated, { username: user.username }));
      },
    });

  const submitEdit = (values: UserFormValues) => {
    if (!editing) return;
    // Send only what changed: an unchanged email is not re-validated or re-checked for clashes.
    const changes = Object.fromEntries(
      (['email', 'username', 'role'] as const).filter((k) => values[k] !== editing[k]).map((k) => [k, values[k]]),
    );
    if (values.display_name.trim() !== (editing.display_name ?? '')) changes.display_name = values.display_name;
    if (Object.keys(changes).length === 0) return setEditing(undefined);
    update.mutate(
      { id: editing.id, changes },
      {
        onSuccess: (user) => {
          setEditing(undefined);
          toast.show(t(usersWords.usersSaved, { username: user.username }));
          refreshIfMe(user);
        },
      },
    );
  };

  const confirmEnable = () => {
    if (!enabling) return;
    update.mutate(
      { id: enabling.id, changes: { disabled: false } },
      {
        onSuccess: (user) => {
          setEnabling(undefined);
          toast.show(t(usersWords.usersEnabled, { username: user.username }));
        },
        onError: (error) => {
          setEnabling(undefined);
          toast.show(describeFailure(error, t).message ?? t(usersWords.usersChangeFailed), 'error');
        },
      },
    );
  };

  /** Disables the user, giving the steps chosen to others in the same request; a refusal stays in the dialog. */
  const confirmDisable = (reassign: Reassignment[]) => {
    if (!disabling) return;
    disable.mutate(
      { id: disabling.id, reassign },
      {
        onSuccess: (user) => {
          setDisabling(undefined);
          toast.show(
            reassign.length === 0
              ? t(usersWords.usersDisabled, { username: user.username })
              : t(usersWords.usersDisabledStepsGiven, { username: user.username, count: reassign.length }),
          );
          refreshIfMe(user);
        },
      },
    );
  };

  const submitPassword = (password: string) => {
    if (!resetting) return;
    setPassword.mutate(
      { id: resetting.id, password },
      {
        onSuccess: () => {
          toast.show(t(usersWords.usersPasswordSet, { username: resetting.username }));
          setResetting(undefined);
        },
      },
    );
  };

  return (
    <Page>
      <PageHeader
        title={t(usersWords.usersTitle)}
        subtitle={t(usersWords.usersSubtitle)}
        actions={
          users.isSuccess && (
            <Button variant="primary" onClick={openCreate}>
              {t(usersWords.usersNewUser)}
            </Button>
          )
        }
      />
      {users.isPending ? (
        <Spinner label={t(usersWords.usersLoading)} />
      ) : users.isError ? (
        isApiError(users.error, 403) ? (
          <ErrorState title={t(usersWords.usersForbiddenTitle)} message={t(usersWords.usersForbiddenText)} />
        ) : (
          <QueryErrorState title={t(usersWords.usersLoadFailed)} query={users} />
        )
      ) : (
        <UsersTable
          users={users}
          paged={paged}
          sorting={sorting}
          meId={me?.id}
          signsInWith={(user) =>
            signInMethodParts(signInMethods.data, user.id, t).map(({ text, isName }, index) =>
              isName ? (
                <span key={index} translate="no">
                  {text}
                </span>
              ) : (
                text
              ),
            )
          }
          actions={{ edit: openEdit, resetPassword: openReset, enable: openEnable, disable: openDisable }}
        />
      )}
      {users.isSuccess && (
        <div className="mt-6 grid gap-6">
          <InvitationsPanel />
          <TokensPanel />
        </div>
      )}

      {creating && <UserFormDialog open request={create} onSubmit={submitCreate} onClose={() => setCreating(false)} />}
      {editing && (
        <UserFormDialog
          open
          user={editing}
          request={update}
          onSubmit={submitEdit}
          onClose={() => setEditing(undefined)}
        />
      )}
      {resetting && (
        <PasswordDialog
          user={resetting}
          request={setPassword}
          onSubmit={submitPassword}
          onClose={() => setResetting(undefined)}
        />
      )}
      <ConfirmDialog
        open={enabling !== undefined}
        title={t(usersWords.usersEnableTitle, { username: enabling?.username ?? '' })}
        message={t(usersWords.usersEnableText)}
        confirmLabel={t(usersWords.usersEnableConfirm)}
        tone="primary"
        busy={update.isPending}
        onConfirm={confirmEnable}
        onCancel={() => setEnabling(undefined)}
      />
      {disabling && (
        <DisableUserDialog
          user={disabling}
          isMe={disabling.id === me?.id}
          request={disable}
          onConfirm={confirmDisable}
          onCancel={() => setDisabling(undefined)}
        />
      )}
    </Page>
  );
}
