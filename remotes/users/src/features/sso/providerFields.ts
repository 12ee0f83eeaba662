/** The provider form's fields: as a provider fills them, as the form labels them, and as the server is sent them. */
import type { PutSignInProviderBody, SignInProvider } from '@tessera/shared/contract';
import { type Translate } from '@tessera/shared/i18n/catalog';
import * as settingsWords from '../../locales/en/settings.arb';

export const EXAMPLE_ROLE_MAP = '{"translators": "user", "pm": "manager", "it-admins": "admin"}';

export type Fields = {
  protocol: SignInProvider['protocol'];
  slug: string;
  name: string;
  role_map: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  groups_claim: string;
  url: string;
  starttls: boolean;
  allow_plain: boolean;
  tls_ca: string;
  bind_dn: string;
  bind_password: string;
  search_base: string;
  search_filter: string;
  group_search_base: string;
  group_search_filter: string;
  trust_mail: boolean;
  /** 'url' or 'xml': where the SAML identity provider's metadata comes from. */
  metadata_source: 'url' | 'xml';
  metadata_url: string;
  metadata_xml: string;
  groups_attribute: string;
  allow_idp_initiated: boolean;
  allow_private_network: boolean;
  trust_email: boolean;
  sp_certificate: string;
  sp_private_key: string;
};

/** The form's fields for a new provider, or filled from one to change (its secret left empty: kept). */
export function fieldsOf(provider: SignInProvider | null): Fields {
  const fields: Fields = {
    protocol: 'oidc',
    slug: '',
    name: '',
    role_map: EXAMPLE_ROLE_MAP,
    issuer: '',
    client_id: '',
    client_secret: '',
    groups_claim: 'groups',
    url: '',
    starttls: false,
    allow_plain: false,
    tls_ca: '',
    bind_dn: '',
    bind_password: '',
    search_base: '',
    search_filter: '(uid={username})',
    group_search_base: '',
    group_search_filter: '(member={dn})',
    trust_mail: false,
    metadata_source: 'url',
    metadata_url: '',
    metadata_xml: '',
    groups_attribute: 'groups',
    allow_idp_initiated: false,
    allow_private_network: false,
    trust_email: false,
    sp_certificate: '',
    sp_private_key: '',
  };
  if (!provider) return fields;
  const common = { slug: provider.slug, name: provider.name, role_map: JSON.stringify(provider.role_map) };
  if (provider.protocol === 'saml')
    return {
      ...fields,
      ...common,
      protocol: 'saml',
      // Pasted metadata is not sent back: left empty it is kept, pasted again (or given by URL) it is replaced.
      metadata_source: provider.metadata_url === null ? 'xml' : 'url',
      metadata_url: provider.metadata_url ?? '',
      groups_attribute: provider.groups_attribute,
      allow_idp_initiated: provider.allow_idp_initiated,
      allow_private_network: provider.allow_private_network,
      trust_email: provider.trust_email,
      sp_certificate: provider.sp_certificate ?? '',
    };
  if (provider.protocol === 'oidc')
    return {
      ...fields,
      ...common,
      issuer: provider.issuer,
      client_id: provider.client_id,
      groups_claim: provider.groups_claim,
    };
  return {
    ...fields,
    ...common,
    protocol: 'ldap',
    url: provider.url,
    starttls: provider.starttls,
    allow_plain: provider.allow_plain,
    tls_ca: provider.tls_ca ?? '',
    bind_dn: provider.bind_dn ?? '',
    search_base: provider.search_base,
    search_filter: provider.search_filter,
    group_search_base: provider.group_search_base ?? '',
    group_search_filter: provider.group_search_filter,
    trust_mail: provider.trust_mail,
  };
}

/** The provider's fields as the form labels them, by their name in the body, for a refusal that names one. */
export const providerFieldNames = (t: Translate<'settings'>) => ({
  slug: t(settingsWords.ssoShortName),
  name: t(settingsWords.ssoButtonLabel),
  metadata_url: t(settingsWords.ssoSamlMetadataUrl),
  metadata_xml: t(settingsWords.ssoSamlMetadataXml),
  groups_attribute: t(settingsWords.ssoSamlGroupsAttribute),
  sp_certificate: t(settingsWords.ssoSamlSpCertificate),
  sp_private_key: t(settingsWords.ssoSamlSpPrivateKey),
  issuer: t(settingsWords.ssoOidcIssuer),
  client_id: t(settingsWords.ssoOidcClientId),
  client_secret: t(settingsWords.ssoOidcClientSecret),
  groups_claim: t(settingsWords.ssoOidcGroupsClaim),
  url: t(settingsWords.ssoLdapUrl),
  tls_ca: t(settingsWords.ssoLdapCa),
  bind_dn: t(settingsWords.ssoLdapBindDn),
  bind_password: t(settingsWords.ssoLdapBindPassword),
  search_base: t(settingsWords.ssoLdapSearchBase),
  search_filter: t(settingsWords.ssoLdapSearchFilter),
  group_search_base: t(settingsWords.ssoLdapGroupBase),
  group_search_filter: t(settingsWords.ssoLdapGroupFilter),
  role_map: t(settingsWords.ssoRoleMap),
});

/** What the server is sent for the protocol chosen: only its own settings, a secret only when one was typed. */
export function bodyOf(fields: Fields, roleMap: PutSignInProviderBody['role_map']): PutSignInProviderBody {
  const orNull = (text: string) => text.trim() || null;
  if (fields.protocol === 'saml')
    return {
      protocol: 'saml',
      name: fields.name,
      // Pasted metadata left empty while editing keeps the stored one.
      ...(fields.metadata_source === 'url'
        ? { metadata_url: fields.metadata_url }
        : fields.metadata_xml.trim()
          ? { metadata_xml: fields.metadata_xml }
          : {}),
      groups_attribute: fields.groups_attribute,
      allow_idp_initiated: fields.allow_idp_initiated,
      allow_private_network: fields.allow_private_network,
      trust_email: fields.trust_email,
      // The certificate is sent back as shown (emptied, the key is forgotten); the key only when one was pasted.
      sp_certificate: orNull(fields.sp_certificate),
      ...(fields.sp_private_key.trim() ? { sp_private_key: fields.sp_private_key } : {}),
      role_map: roleMap,
    };
  if (fields.protocol === 'oidc')
    return {
      protocol: 'oidc',
      name: fields.name,
      issuer: fields.issuer,
      client_id: fields.client_id,
      ...(fields.client_secret ? { client_secret: fields.client_secret } : {}),
      groups_claim: fields.groups_claim,
      role_map: roleMap,
    };
  return {
    protocol: 'ldap',
    name: fields.name,
    url: fields.url,
    starttls: fields.starttls,
    allow_plain: fields.allow_plain,
    tls_ca: orNull(fields.tls_ca),
    bind_dn: orNull(fields.bind_dn),
    ...(fields.bind_password ? { bind_password: fields.bind_password } : {}),
    search_base: fields.search_base,
    search_filter: fields.search_filter,
    group_search_base: orNull(fields.group_search_base),
    group_search_filter: fields.group_search_filter,
    trust_mail: fields.trust_mail,
    role_map: roleMap,
  };
}

/**
 * Adds a provider, or changes the one of the same short name (the one chosen with Edit, or typed): a secret left
 * empty keeps the stored one.
 */
