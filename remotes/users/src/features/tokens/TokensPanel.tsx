import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as tokensApi from '@tessera/shared/api/tokens';
import type { UserApiToken } from '@tessera/shared/contract';
import { richMessage } from '@tessera/shared/i18n/catalog';
import { Link } from 'react-router';
import { Card, linkClass } from '@tessera/shared/ui';
import { ApiTokensList } from '@tessera/shared/ui/api-tokens';
import { useMessages } from '../../common/i18n.ts';
import * as usersWords from '../../locales/en/users.arb';

export const allTokensKey = ['users', 'tokens'] as const;

/** Every user's API tokens, for revoking one that leaked or belongs to someone who left. */
export function TokensPanel() {
  const t = useMessages();
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: allTokensKey, queryFn: ({ signal }) => tokensApi.listAllTokens(signal) });
  const revoke = useMutation({
    mutationFn: (token: UserApiToken) => tokensApi.revokeAnyToken(token.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allTokensKey }),
  });
  return (
    <Card title={t(usersWords.tokensAllTitle)}>
      <div className="grid gap-4 p-5">
        <p className="text-sm text-slate-600">
          {richMessage(t, usersWords.tokensCeilingWhere, {
            settings: (
              <Link className={linkClass} to="/settings/">
                {t(usersWords.tokensSettingsLink)}
              </Link>
            ),
          })}
        </p>
        <ApiTokensList
          label={t(usersWords.tokensAllTitle)}
          tokens={tokens}
          revoke={revoke}
          emptyTitle={t(usersWords.tokensAllEmpty)}
        />
      </div>
    </Card>
  );
}
