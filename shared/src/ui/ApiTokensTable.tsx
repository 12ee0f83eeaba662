import type { UseMutationResult } from '@tanstack/react-query';
import { useFormats } from '@tessera/shared/i18n';
import type { ApiToken, UserApiToken } from '../contract/tokens.ts';
// The kit through the package: this module is bundled by the apps that use it, the kit is the page's one copy.
import { Badge, Button, EmptyState, FailureAlert, ListStates, TBody, Table, Td, Tr } from '@tessera/shared/ui';
import type { PageQuery } from '@tessera/shared/ui';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

export type ApiTokensTableProps<T extends ApiToken> = {
  label: string;
  tokens: T[];
  onRevoke: (token: T) => void;
  /** The token being revoked, whose button shows it is busy. */
  revoking?: T['id'];
  /** A token that expired before this moment (ms) is marked expired instead of showing its date. */
  expiredBefore?: number;
};

/**
 * API tokens with their scope, expiry and last use, each with Revoke. Tokens that carry their owner (the admin's
 * list of everyone's) get a User column.
 */
export function ApiTokensTable<T extends ApiToken | UserApiToken>({
  label,
  tokens,
  onRevoke,
  revoking,
  expiredBefore,
}: ApiTokensTableProps<T>) {
  const t = useMessages();
  const f = useFormats();
  const dateTime = (iso: string | null, none: string) => (iso ? f.dateTime(iso) : none);
  const ownerOf = (token: T) => ('user' in token ? token.user.username : null);
  const withOwners = tokens.some((token) => ownerOf(token) !== null);
  const isExpired = (token: T) =>
    expiredBefore !== undefined && token.expires_at !== null && Date.parse(token.expires_at) <= expiredBefore;
  return (
    <Table
      label={label}
      columns={[
        withOwners && t(kitWords.tokensUser),
        t(kitWords.tokensName),
        [t(kitWords.tokensScope), 'w-24'],
        [t(kitWords.tokensExpires), 'w-44'],
        [t(kitWords.tokensLastUsed), 'w-44'],
      ]}
      actionsColumn="w-24"
    >
      <TBody>
        {tokens.map((token) => {
          const owner = ownerOf(token);
          return (
            <Tr key={token.id}>
              {withOwners && <Td>{owner}</Td>}
              <Td>{token.name}</Td>
              <Td>
                <Badge tone={token.scope === 'write' ? 'warning' : 'neutral'}>
                  {t(token.scope === 'write' ? kitWords.tokensScopeWrite : kitWords.tokensScopeRead)}
                </Badge>
              </Td>
              <Td>
                {isExpired(token) ? (
                  <Badge tone="danger">{t(kitWords.tokensExpired)}</Badge>
                ) : (
                  dateTime(token.expires_at, t(kitWords.tokensNeverExpires))
                )}
              </Td>
              <Td>{dateTime(token.last_used_at, t(kitWords.tokensNeverUsed))}</Td>
              <Td className="text-end">
                <Button
                  size="sm"
                  variant="ghost-danger"
                  aria-label={
                    owner
                      ? t(kitWords.tokensRevokeOwned, { token: token.name, owner })
                      : t(kitWords.tokensRevokeNamed, { token: token.name })
                  }
                  busy={revoking === token.id}
                  onClick={() => onRevoke(token)}
                >
                  {t(kitWords.tokensRevoke)}
                </Button>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}

export type ApiTokensListProps<T extends ApiToken> = Pick<ApiTokensTableProps<T>, 'label' | 'expiredBefore'> & {
  tokens: PageQuery<T[]>;
  revoke: UseMutationResult<unknown, Error, T>;
  /** What the list says when there is no token. */
  emptyTitle: string;
};

/** The tokens as they load (spinner, failure with Retry, empty), in the table; Revoke runs `revoke` and shows its failure. */
export function ApiTokensList<T extends ApiToken | UserApiToken>({
  tokens,
  revoke,
  emptyTitle,
  ...table
}: ApiTokensListProps<T>) {
  const t = useMessages();
  return (
    <>
      <FailureAlert failed={revoke} />
      <ListStates
        query={tokens}
        items={t(kitWords.tokensItems)}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={emptyTitle} />}
      >
        {(list) => (
          <ApiTokensTable
            {...table}
            tokens={list}
            onRevoke={(token) => revoke.mutate(token)}
            revoking={revoke.isPending ? revoke.variables?.id : undefined}
          />
        )}
      </ListStates>
    </>
  );
}
