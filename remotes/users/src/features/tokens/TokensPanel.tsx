import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, tokensApi } from '@tessera/shared';
import type { UserApiToken } from '@tessera/shared/contract';
import { Alert, Badge, Button, Card, EmptyState, Spinner, TBody, THead, Table, Td, Th, Tr } from '@tessera/shared/ui';

export const allTokensKey = ['users', 'tokens'] as const;

const dateTime = (iso: string | null, none: string) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : none;

/** Every user's API tokens, for revoking one that leaked or belongs to someone who left. */
export function TokensPanel() {
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: allTokensKey, queryFn: ({ signal }) => tokensApi.listAllTokens(signal) });
  const revoke = useMutation({
    mutationFn: (token: UserApiToken) => tokensApi.revokeAnyToken(token.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allTokensKey }),
  });
  return (
    <Card title="API tokens of every user">
      <div className="grid gap-4 p-5">
        {revoke.isError && <Alert tone="error">{errorMessage(revoke.error)}</Alert>}
        {tokens.isPending ? (
          <Spinner label="Loading API tokens…" />
        ) : tokens.isError ? (
          <Alert tone="error">{errorMessage(tokens.error)}</Alert>
        ) : tokens.data.length === 0 ? (
          <EmptyState title="Nobody has an API token" />
        ) : (
          <Table label="API tokens of every user">
            <THead>
              <Tr>
                <Th>User</Th>
                <Th>Name</Th>
                <Th className="w-24">Scope</Th>
                <Th className="w-44">Expires</Th>
                <Th className="w-44">Last used</Th>
                <Th className="w-24">
                  <span className="sr-only">Actions</span>
                </Th>
              </Tr>
            </THead>
            <TBody>
              {tokens.data.map((token) => (
                <Tr key={token.id}>
                  <Td>{token.user.username}</Td>
                  <Td>{token.name}</Td>
                  <Td>
                    <Badge tone={token.scope === 'write' ? 'warning' : 'neutral'}>{token.scope}</Badge>
                  </Td>
                  <Td>{dateTime(token.expires_at, 'Never')}</Td>
                  <Td>{dateTime(token.last_used_at, 'Never used')}</Td>
                  <Td className="text-right">
                    <Button
                      size="sm"
                      variant="ghost-danger"
                      aria-label={`Revoke ${token.name} of ${token.user.username}`}
                      onClick={() => revoke.mutate(token)}
                    >
                      Revoke
                    </Button>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </div>
    </Card>
  );
}
