import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as tokensApi from '@tessera/shared/api/tokens';
import type { UserApiToken } from '@tessera/shared/contract';
import { Link } from 'react-router';
import { Card, linkClass } from '@tessera/shared/ui';
import { ApiTokensList } from '@tessera/shared/ui/api-tokens';

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
        <p className="text-sm text-slate-600">
          How long a new token may last at most is set under{' '}
          <Link className={linkClass} to="/settings/">
            Settings
          </Link>
          .
        </p>
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
