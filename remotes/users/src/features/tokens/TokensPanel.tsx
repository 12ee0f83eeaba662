import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, tokensApi } from '@tessera/shared';
import type { UserApiToken } from '@tessera/shared/contract';
import { Alert, ApiTokensTable, Card, EmptyState, ListStates } from '@tessera/shared/ui';

export const allTokensKey = ['users', 'tokens'] as const;

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
        <ListStates
          query={tokens}
          items="API tokens"
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title="Nobody has an API token" />}
        >
          {(list) => (
            <ApiTokensTable
              label="API tokens of every user"
              tokens={list}
              onRevoke={(token) => revoke.mutate(token)}
              revoking={revoke.isPending ? revoke.variables?.id : undefined}
            />
          )}
        </ListStates>
      </div>
    </Card>
  );
}
