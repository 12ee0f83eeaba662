import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as tokensApi from '@tessera/shared/api/tokens';
import type { UserApiToken } from '@tessera/shared/contract';
import { Card } from '@tessera/shared/ui';
import { ApiTokensList } from '@tessera/shared/ui/api-tokens';
import { TokenCeilingForm } from './TokenCeilingForm.tsx';

export const allTokensKey = ['users', 'tokens'] as const;

/** Every user's API tokens, for revoking one that leaked or belongs to someone who left, and how long they last. */
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
        <TokenCeilingForm />
        <ApiTokensList
          label="API tokens of every user"
          tokens={tokens}
          revoke={revoke}
          emptyTitle="Nobody has an API token"
        />
      </div>
    </Card>
  );
}
