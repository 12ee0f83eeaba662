import { useState } from 'react';
import { isApiError, personName, useCurrentUser, useSessionStore } from '@tessera/shared';
import { useNavigate } from 'react-router';
import type { Reassignment, User } from '@tessera/shared/contract';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Page,
  PageHeader,
  QueryErrorState,
  Spinner,
  TBody,
  Table,
  Td,
  Tr,
  useToast,
} from '@tessera/shared/ui';
import { describeFailure } from '../features/users/errors.ts';
import { PasswordDialog } from '../features/users/PasswordDialog.tsx';
import { useCreateUser, useDisableUser, useSetPassword, useUpdateUser, useUsers } from '../features/users/queries.ts';
import { DisableUserDialog } from '../features/users/DisableUserDialog.tsx';
import { roleLabel } from '../common/roles.ts';
import { UserFormDialog, type UserFormValues } from '../features/users/UserFormDialog.tsx';
import { InvitationsPanel } from '../features/invitations/InvitationsPanel.tsx';
import { TokensPanel } from '../features/tokens/TokensPanel.tsx';
import { signInMethodLabel, useSignInMethods } from '../features/sso/methods.ts';

/** Opens a dialog without the last failure of the request it sends. */
const opening =
  <T,>(request: { reset: () => void }, open: (value: T) => void) =>
  (value: T) => {
    request.reset();
    open(value);
  };

/**
 * The users screen (/users/): every user with role and status; admins create users, edit
 * email/username/role, disable and enable them and reset passwords. Whoever lacks the permission gets a
 * plain "not allowed" message (the server answers 403; the screen never guesses from role names).
 */
export function UsersScreen() {
  const me = useCurrentUser();
  const sessionStore = useSessionStore();
  const navigate = useNavigate();
  const toast = useToast();
  const users = useUsers();
  const signInMethods = useSignInMethods();
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
        toast.show(`User ${user.username} created`);
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
          toast.show(`User ${user.username} saved`);
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
          toast.show(`User ${user.username} enabled`);
        },
        onError: (error) => {
          setEnabling(undefined);
          toast.show(describeFailure(error).message ?? 'The change failed', 'error');
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
          const handedOn = reassign.length === 0 ? '' : `; ${stepCount(reassign.length)} given to others`;
          toast.show(`User ${user.username} disabled and signed out${handedOn}`);
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
          toast.show(`New password set for ${resetting.username}`);
          setResetting(undefined);
        },
      },
    );
  };

  return (
    <Page>
      <PageHeader
        title="Users"
        subtitle="Who can sign in, and with which role."
        actions={
          users.isSuccess && (
            <Button variant="primary" onClick={openCreate}>
              New user
            </Button>
          )
        }
      />
      {users.isPending ? (
        <Spinner label="Loading users…" />
      ) : users.isError ? (
        isApiError(users.error, 403) ? (
          <ErrorState
            title="You are not allowed to manage users"
            message="Only administrators can see and change users. Ask an administrator if you need access."
          />
        ) : (
          <QueryErrorState title="The users could not be loaded" query={users} />
        )
      ) : (
        <Card>
          <Table
            label="Users"
            columns={['Name', 'Email', ['Role', 'w-44'], ['Signs in with', 'w-40'], ['Status', 'w-28']]}
            actionsColumn="w-72"
          >
            <TBody>
              {users.data.map((user) => (
                <Tr key={user.id} aria-label={user.username}>
                  <Td>
                    {personName(user)}
                    {/* Read from the shell's session: proves the remote shares it. */}
                    {me?.id === user.id && <span className="ml-2 text-xs text-slate-500">(you)</span>}
                  </Td>
                  <Td>{user.email}</Td>
                  <Td>
                    <Badge tone={user.role === 'admin' ? 'warning' : 'info'}>{roleLabel(user.role)}</Badge>
                  </Td>
                  <Td>{signInMethodLabel(signInMethods.data, user.id)}</Td>
                  <Td>
                    {user.disabled ? <Badge tone="danger">Disabled</Badge> : <Badge tone="success">Active</Badge>}
                  </Td>
                  <Td>
                    <div className="flex justify-end gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => openEdit(user)}
                        aria-label={`Edit ${user.username}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => openReset(user)}
                        aria-label={`Reset password of ${user.username}`}
                      >
                        Reset password
                      </Button>
                      <Button
                        size="sm"
                        variant={user.disabled ? 'ghost' : 'ghost-danger'}
                        onClick={() => (user.disabled ? openEnable(user) : openDisable(user))}
                        aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.username}`}
                      >
                        {user.disabled ? 'Enable' : 'Disable'}
                      </Button>
                    </div>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </Card>
      )}
      {users.isSuccess && (
        <div className="mt-6 grid gap-6">
          <InvitationsPanel />
          <TokensPanel />
        </div>
      )}

      <UserFormDialog open={creating} request={create} onSubmit={submitCreate} onClose={() => setCreating(false)} />
      <UserFormDialog
        open={editing !== undefined}
        user={editing}
        request={update}
        onSubmit={submitEdit}
        onClose={() => setEditing(undefined)}
      />
      <PasswordDialog
        user={resetting}
        request={setPassword}
        onSubmit={submitPassword}
        onClose={() => setResetting(undefined)}
      />
      <ConfirmDialog
        open={enabling !== undefined}
        title={`Enable ${enabling?.username ?? ''}?`}
        message="They can sign in again with their password."
        confirmLabel="Enable user"
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

const stepCount = (count: number) => (count === 1 ? 'one step' : `${count} steps`);
