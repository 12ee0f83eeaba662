import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, routes } from '@tessera/shared';
import type { PutSignInProviderBody, SignInProvider } from '@tessera/shared/contract';
import { Button, Checkbox, Select, TextArea, TextField } from '@tessera/shared/ui';
import { useMessages } from '../../common/settings-i18n.ts';
import { SaveOutcome } from '../../common/SaveOutcome.tsx';
import * as settingsWords from '../../locales/en/settings.arb';
import { providersKey } from './queries.ts';
import { EXAMPLE_ROLE_MAP, bodyOf, fieldsOf, providerFieldNames, type Fields } from './providerFields.ts';

export function ProviderForm({ editing, onDone }: { editing: SignInProvider | null; onDone: () => void }) {
  const t = useMessages();
  const client = useQueryClient();
  const [fields, setFields] = useState(() => fieldsOf(editing));
  /** The groups to roles map typed is not JSON. */
  const [mapProblem, setMapProblem] = useState(false);
  const save = useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: PutSignInProviderBody }) =>
      call(routes.sso.putProvider, { params: { provider: slug }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: providersKey }),
  });
  type TextName = { [K in keyof Fields]: Fields[K] extends string ? K : never }[keyof Fields];
  const field = (name: TextName) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
  });
  type FlagName = { [K in keyof Fields]: Fields[K] extends boolean ? K : never }[keyof Fields];
  const flag = (name: FlagName) => ({
    checked: fields[name],
    onChange: (event: { target: { checked: boolean } }) => setFields({ ...fields, [name]: event.target.checked }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let roleMap: PutSignInProviderBody['role_map'];
    try {
      roleMap = JSON.parse(fields.role_map) as PutSignInProviderBody['role_map'];
    } catch {
      setMapProblem(true);
      return;
    }
    setMapProblem(false);
    save.mutate({ slug: fields.slug, body: bodyOf(fields, roleMap) });
  };
  const ldap = fields.protocol === 'ldap';
  const saml = fields.protocol === 'saml';
  return (
    <form onSubmit={submit} aria-label={t(settingsWords.ssoProviderForm)} className="grid max-w-xl gap-3">
      <h3 className="text-sm font-semibold text-slate-900">
        {editing ? t(settingsWords.ssoChangeProvider, { name: editing.name }) : t(settingsWords.ssoAddProvider)}
      </h3>
      <Select
        label={t(settingsWords.ssoProtocol)}
        value={fields.protocol}
        onChange={(event) => setFields({ ...fields, protocol: event.target.value as Fields['protocol'] })}
        options={[
          { value: 'oidc', label: 'OpenID Connect' },
          { value: 'ldap', label: t(settingsWords.ssoProtocolLdap) },
          { value: 'saml', label: 'SAML 2.0' },
        ]}
      />
      <TextField
        label={t(settingsWords.ssoShortName)}
        required
        readOnly={editing !== null}
        pattern="[a-z0-9][a-z0-9-]*"
        hint={
          saml
            ? t(settingsWords.ssoShortNameHintSaml)
            : ldap
              ? t(settingsWords.ssoShortNameHintLdap)
              : t(settingsWords.ssoShortNameHintOidc)
        }
        {...field('slug')}
      />
      <TextField label={t(settingsWords.ssoButtonLabel)} required {...field('name')} />
      {saml ? (
        <>
          <Select
            label={t(settingsWords.ssoSamlMetadata)}
            value={fields.metadata_source}
            onChange={(event) => setFields({ ...fields, metadata_source: event.target.value as 'url' | 'xml' })}
            options={[
              { value: 'url', label: t(settingsWords.ssoSamlMetadataFromUrl) },
              { value: 'xml', label: t(settingsWords.ssoSamlMetadataPasted) },
            ]}
          />
          {fields.metadata_source === 'url' ? (
            <TextField
              label={t(settingsWords.ssoSamlMetadataUrl)}
              type="url"
              required
              hint={t(settingsWords.ssoSamlMetadataUrlHint)}
              {...field('metadata_url')}
            />
          ) : (
            <TextArea
              label={t(settingsWords.ssoSamlMetadataXml)}
              required={editing?.protocol !== 'saml'}
              hint={editing?.protocol === 'saml' ? t(settingsWords.ssoSamlMetadataKept) : undefined}
              {...field('metadata_xml')}
            />
          )}
          <TextField label={t(settingsWords.ssoSamlGroupsAttribute)} required {...field('groups_attribute')} />
          <Checkbox label={t(settingsWords.ssoSamlIdpInitiated)} {...flag('allow_idp_initiated')} />
          <Checkbox label={t(settingsWords.ssoSamlPrivateNetwork)} {...flag('allow_private_network')} />
          <Checkbox label={t(settingsWords.ssoSamlTrustEmail)} {...flag('trust_email')} />
          <TextArea
            label={t(settingsWords.ssoSamlSpCertificate)}
            hint={t(settingsWords.ssoSamlSpCertificateHint)}
            {...field('sp_certificate')}
          />
          <TextArea
            label={t(settingsWords.ssoSamlSpPrivateKey)}
            autoComplete="off"
            hint={
              editing?.protocol === 'saml' && editing.has_sp_private_key
                ? t(settingsWords.ssoSamlSpPrivateKeyKept)
                : t(settingsWords.ssoSamlSpPrivateKeyNew)
            }
            {...field('sp_private_key')}
          />
        </>
      ) : ldap ? (
        <>
          <TextField
            label={t(settingsWords.ssoLdapUrl)}
            required
            placeholder="ldaps://ldap.example.com:636"
            hint={t(settingsWords.ssoLdapUrlHint)}
            {...field('url')}
          />
          <Checkbox label={t(settingsWords.ssoLdapStartTls)} {...flag('starttls')} />
          <Checkbox label={t(settingsWords.ssoLdapAllowPlain)} {...flag('allow_plain')} />
          <TextArea label={t(settingsWords.ssoLdapCa)} hint={t(settingsWords.ssoLdapCaHint)} {...field('tls_ca')} />
          <TextField
            label={t(settingsWords.ssoLdapBindDn)}
            hint={t(settingsWords.ssoLdapBindDnHint)}
            {...field('bind_dn')}
          />
          <TextField
            label={t(settingsWords.ssoLdapBindPassword)}
            type="password"
            autoComplete="off"
            hint={t(settingsWords.ssoLdapBindPasswordHint)}
            {...field('bind_password')}
          />
          <TextField
            label={t(settingsWords.ssoLdapSearchBase)}
            required
            placeholder="ou=people,dc=example,dc=com"
            {...field('search_base')}
          />
          <TextField
            label={t(settingsWords.ssoLdapSearchFilter)}
            required
            hint={t(settingsWords.ssoLdapSearchFilterHint, {
              username: '{username}',
              activeDirectory: '(sAMAccountName={username})',
            })}
            {...field('search_filter')}
          />
          <TextField
            label={t(settingsWords.ssoLdapGroupBase)}
            hint={t(settingsWords.ssoLdapGroupBaseHint, { attribute: 'memberOf' })}
            {...field('group_search_base')}
          />
          <TextField
            label={t(settingsWords.ssoLdapGroupFilter)}
            required
            hint={t(settingsWords.ssoLdapGroupFilterHint, { dn: '{dn}' })}
            {...field('group_search_filter')}
          />
          <Checkbox label={t(settingsWords.ssoLdapTrustMail, { attribute: 'mail' })} {...flag('trust_mail')} />
        </>
      ) : (
        <>
          <TextField label={t(settingsWords.ssoOidcIssuer)} type="url" required {...field('issuer')} />
          <TextField label={t(settingsWords.ssoOidcClientId)} required {...field('client_id')} />
          <TextField
            label={t(settingsWords.ssoOidcClientSecret)}
            type="password"
            autoComplete="off"
            hint={t(settingsWords.ssoOidcClientSecretHint)}
            {...field('client_secret')}
          />
          <TextField label={t(settingsWords.ssoOidcGroupsClaim)} required {...field('groups_claim')} />
        </>
      )}
      <TextArea
        label={t(settingsWords.ssoRoleMap)}
        required
        error={mapProblem ? t(settingsWords.ssoRoleMapNotJson, { example: EXAMPLE_ROLE_MAP }) : undefined}
        hint={ldap ? t(settingsWords.ssoRoleMapHintLdap) : t(settingsWords.ssoRoleMapHint)}
        {...field('role_map')}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t(settingsWords.ssoSaveProvider)}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onDone}>
            {t(settingsWords.ssoCancel)}
          </Button>
        )}
      </div>
      <SaveOutcome
        save={save}
        saved={(provider) => t(settingsWords.ssoProviderSaved, { name: provider.name })}
        fields={providerFieldNames(t)}
      />
    </form>
  );
}
