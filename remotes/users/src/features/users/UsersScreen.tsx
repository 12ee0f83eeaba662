import { useQuery } from '@tanstack/react-query';
import { isApiError, useCurrentUser, usersApi } from '@tessera/shared';
import { Badge, Card, ErrorState, Page, PageHeader, Spinner, TBody, THead, Table, Td, Th, Tr } from '@tessera/shared/ui';

/** The users screen (spec §2: /users/): every user from GET /users/; the users issue adds administration. */
export function UsersScreen() {
  const me = useCurrentUser();
  const query = useQuery({ queryKey: ['users', 'list'], queryFn: ({ signal }) => usersApi.listUsers(signal) });

  return (
    <Page>
      <PageHeader title="Users" />
      {query.isPending ? (
        <Spinner label="Loading users…" />
      ) : query.isError ? (
        isApiError(query.error, 403) ? (
          <ErrorState title="Only administrators can see the users" message="Ask an administrator if you need access." />
        ) : (
          <ErrorState title="The users could not be loaded" message={query.error.message} onRetry={() => void query.refetch()} />
        )
      ) : (
        <Card>
          <Table label="Users">
            <THead>
              <Tr>
                <Th>Username</Th>
                <Th>Email</Th>
                <Th className="w-28">Role</Th>
                <Th className="w-28">Status</Th>
              </Tr>
            </THead>
            <TBody>
              {query.data.map((user) => (
                <Tr key={user.id}>
                  <Td>
                    {user.username}
                    {/* Read from the shell's session: proves the remote shares it. */}
                    {me?.id === user.id && <span className="ml-2 text-xs text-slate-500">(you)</span>}
                  </Td>
                  <Td>{user.email}</Td>
                  <Td>
                    <Badge tone="info">{user.role}</Badge>
                  </Td>
                  <Td>{user.disabled ? <Badge tone="danger">disabled</Badge> : <Badge tone="success">active</Badge>}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </Card>
      )}
    </Page>
  );
}
