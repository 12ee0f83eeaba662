import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, routes } from '@tessera/shared';
import type { SignInProvider } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { type Translate } from '@tessera/shared/i18n/catalog';
import { Button, Card, FailureAlert, QueryErrorState, Spinner } from '@tessera/shared/ui';
import { messagesIn as usersMessagesIn } from '../../common/i18n.ts';
import { useMessages } from '../../common/settings-i18n.ts';
import { shortList } from '../../common/lists.ts';
import { roleShortName } from '../../common/roles.ts';
import * as settingsWords from '../../locales/en/settings.arb';
import { providersKey } from './queries.ts';
import { ProviderForm } from './ProviderForm.tsx';
import { PolicyForm } from './PolicyForm.tsx';

/**
 * Settings → Single sign-on (admins): the providers people sign in with, a button each on the sign-in page (OpenID
 * Connect providers, and company directories by LDAP, whose username and password the sign-in page asks for), and
 * whether single sign-on is required. Secrets are write-only: the server says only whether one is stored. The
 * environment's providers (OIDC_*, LDAP_*) are shown and cannot be changed here.
 */
export function SignInSection() {
  const t = useMessages();
  const [editing, setEditing] = useState<SignInProvider | null>(null);
  const providers = useQuery({
    queryKey: providersKey,
    queryFn: ({ signal }) => call(routes.sso.listProviders, { signal }),
  });
  return (
    <Card title={<span id="sign-in-settings-title">{t(settingsWords.ssoTitle)}</span>}>
      <section aria-labelledby="sign-in-settings-title" className="flex flex-col gap-6 p-5">
        {providers.isPending ? (
          <Spinner label={t(settingsWords.ssoProvidersLoading)} />
        ) : providers.isError ? (
          <QueryErrorState title={t(settingsWords.ssoProvidersLoadFailed)} query={providers} />
        ) : (
          <>
            <ProviderList providers={providers.data} onEdit={setEditing} />
            <ProviderForm key={editing?.slug ?? ''} editing={editing} onDone={() => setEditing(null)} />
            <PolicyForm hasProvider={providers.data.length > 0} />
          </>
        )}
      </section>
    </Card>
  );
}

function ProviderList({
  providers,
  onEdit,
}: {
  providers: SignInProvider[];
  onEdit: (provider: SignInProvider) => void;
}) {
  const t = useMessages();
  const { locale } = useFormats();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (provider: string) => call(routes.sso.deleteProvider, { params: { provider } }),
    onSuccess: () => client.invalidateQueries({ queryKey: providersKey }),
  });
  if (providers.length === 0) return <p className="text-sm text-slate-600">{t(settingsWords.ssoProvidersEmpty)}</p>;
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t(settingsWords.ssoProvidersList)} className="divide-y divide-slate-200 text-sm">
        {providers.map((provider) => (
          <li key={provider.slug} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span translate="no" className="font-medium text-slate-900">
                {provider.name}
              </span>{' '}
              <span className="text-slate-600">({describe(provider, t, locale)})</span>
              {provider.protocol === 'saml' && <ServiceProviderUrls provider={provider} />}
            </span>
            {provider.source === 'environment' ? (
              <span className="text-xs text-slate-500">
                {t(settingsWords.ssoSetByServer, { variables: ENVIRONMENT_VARIABLES[provider.protocol] })}
              </span>
            ) : (
              <span className="flex gap-2">
                <Button variant="secondary" onClick={() => onEdit(provider)}>
                  {t(settingsWords.ssoEditProvider, { name: provider.name })}
                </Button>
                <Button variant="secondary" onClick={() => remove.mutate(provider.slug)} busy={remove.isPending}>
                  {t(settingsWords.ssoRemoveProvider, { name: provider.name })}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <FailureAlert failed={remove} title={t(settingsWords.ssoNotRemoved)} />
    </div>
  );
}

const ENVIRONMENT_VARIABLES: Record<SignInProvider['protocol'], string> = {
  oidc: 'OIDC_*',
  ldap: 'LDAP_*',
  saml: 'SAML_*',
};

/** What the admin gives the SAML identity provider: Tessera's entity id (its metadata URL) and where to post. */
function ServiceProviderUrls({ provider }: { provider: Extract<SignInProvider, { protocol: 'saml' }> }) {
  const t = useMessages();
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600">
      <dt>{t(settingsWords.ssoSamlEntityId)}</dt>
      <dd className="break-all font-mono">{provider.sp_entity_id}</dd>
      <dt>{t(settingsWords.ssoSamlAcsUrl)}</dt>
      <dd className="break-all font-mono">{provider.acs_url}</dd>
    </dl>
  );
}

/**
 * A provider's settings in a line (never a secret: only whether one is stored): each a phrase of its own, listed as
 * the language lists them.
 */
function describe(provider: SignInProvider, t: Translate<'settings'>, locale: string): string {
  const groups = t(settingsWords.ssoFactGroups, {
    groups: shortList(
      Object.entries(provider.role_map).map(
        ([group, role]) => `${group} → ${roleShortName(usersMessagesIn(locale), role)}`,
      ),
      locale,
    ),
  });
  const facts =
    provider.protocol === 'saml'
      ? [
          provider.slug,
          provider.idp_entity_id
            ? t(settingsWords.ssoFactSamlIdp, { entityId: provider.idp_entity_id })
            : t(settingsWords.ssoFactSamlIdpUnread),
          // A plural message needs a number: an answer lacking the count (a stub's) says none rather than failing.
          t(settingsWords.ssoFactSigningCertificates, { count: provider.idp_certificates || 0 }),
          t(settingsWords.ssoFactGroupsAttribute, { attribute: provider.groups_attribute }),
          groups,
        ]
      : provider.protocol === 'ldap'
        ? [
            provider.slug,
            provider.starttls
              ? t(settingsWords.ssoFactDirectoryStartTls, { url: provider.url })
              : t(settingsWords.ssoFactDirectory, { url: provider.url }),
            provider.bind_dn
              ? t(settingsWords.ssoFactBoundAs, { dn: provider.bind_dn })
              : t(settingsWords.ssoFactAnonymousSearch),
            provider.has_bind_password ? t(settingsWords.ssoFactPasswordStored) : t(settingsWords.ssoFactNoPassword),
            t(settingsWords.ssoFactPeopleUnder, { base: provider.search_base }),
            groups,
          ]
        : [
            provider.slug,
            provider.issuer,
            t(settingsWords.ssoFactClient, { clientId: provider.client_id }),
            provider.has_client_secret ? t(settingsWords.ssoFactSecretStored) : t(settingsWords.ssoFactNoSecret),
            groups,
          ];
  return shortList(facts, locale);
}
