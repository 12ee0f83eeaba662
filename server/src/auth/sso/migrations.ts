import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from '../../db/sql-migration.ts';

/** Single sign-on (0760-0769). */
export const ssoMigrations: Record<string, Migration> = {
  '0760_single_sign_on': sqlMigration(
    // Providers admins add in Settings (the environment's, OIDC_*, is not stored). protocol leaves room for SAML and
    // LDAP; their own settings would get columns or a table of their own.
    sql`
        create table sign_in_providers (
          slug text primary key,
          protocol text not null check (protocol in ('oidc')),
          name text not null,
          issuer text not null,
          client_id text not null,
          client_secret_sealed text,
          groups_claim text not null,
          role_map jsonb not null,
          updated_by integer references users (id) on delete set null,
          updated_at timestamptz not null default now()
        )`,
    // Who a provider's subject is in Tessera: the match of every later sign-in, whatever the e-mail becomes.
    sql`
        create table sso_identities (
          provider text not null,
          subject text not null,
          user_id integer not null references users (id) on delete cascade,
          created_at timestamptz not null default now(),
          last_sign_in_at timestamptz not null default now(),
          primary key (provider, subject)
        )`,
    sql`create index sso_identities_user_id on sso_identities (user_id)`,
    // A sign-in under way: what the callback checks (state, nonce, PKCE verifier), found by the hash of the
    // browser's short-lived cookie, so that any API process can finish what another started.
    sql`
        create table sso_flows (
          cookie_hash text primary key,
          provider text not null,
          state text not null,
          nonce text not null,
          code_verifier text not null,
          redirect text not null,
          expires_at timestamptz not null
        )`,
    sql`create index sso_flows_expires_at on sso_flows (expires_at)`,
    sql`
        create table sign_in_policy (
          id integer primary key check (id = 1),
          require_sso boolean not null,
          break_glass_user_id integer references users (id) on delete set null,
          updated_at timestamptz not null default now()
        )`,
  ),
  // Directories (LDAP, Active Directory) sign people in with their own password: the OpenID Connect columns become
  // those of OIDC rows only, and a directory's settings sit beside them; each protocol's row must have its own.
  '0761_ldap_sign_in': sqlMigration(
    sql`alter table sign_in_providers drop constraint sign_in_providers_protocol_check`,
    sql`alter table sign_in_providers add constraint sign_in_providers_protocol_check check (protocol in ('oidc', 'ldap'))`,
    sql`
        alter table sign_in_providers
          alter column issuer drop not null,
          alter column client_id drop not null,
          alter column groups_claim drop not null,
          add column ldap_url text,
          add column starttls boolean not null default false,
          add column allow_plain boolean not null default false,
          add column tls_ca text,
          add column bind_dn text,
          add column bind_password_sealed text,
          add column search_base text,
          add column search_filter text,
          add column group_search_base text,
          add column group_search_filter text,
          add column trust_mail boolean not null default false`,
    sql`
        alter table sign_in_providers add constraint sign_in_providers_settings_check check (
          (protocol = 'oidc' and issuer is not null and client_id is not null and groups_claim is not null)
          or (protocol = 'ldap' and ldap_url is not null and search_base is not null and search_filter is not null
              and group_search_filter is not null))`,
  ),
  // SAML identity providers: their metadata (fetched from a URL when saved, or pasted) and what is read from it. Each
  // AuthnRequest's id is kept until answered, and each assertion's id until it expires, so that any API process
  // checks InResponseTo and refuses a replayed assertion.
  '0762_saml_sign_in': sqlMigration(
    sql`alter table sign_in_providers drop constraint sign_in_providers_protocol_check`,
    sql`alter table sign_in_providers add constraint sign_in_providers_protocol_check check (protocol in ('oidc', 'ldap', 'saml'))`,
    sql`
        alter table sign_in_providers
          add column saml_metadata_url text,
          add column saml_metadata_xml text,
          add column saml_idp_entity_id text,
          add column saml_idp_sso_url text,
          add column saml_idp_certificates text,
          add column saml_groups_attribute text,
          add column saml_allow_idp_initiated boolean not null default false`,
    sql`alter table sign_in_providers drop constraint sign_in_providers_settings_check`,
    sql`
        alter table sign_in_providers add constraint sign_in_providers_settings_check check (
          (protocol = 'oidc' and issuer is not null and client_id is not null and groups_claim is not null)
          or (protocol = 'ldap' and ldap_url is not null and search_base is not null and search_filter is not null
              and group_search_filter is not null)
          or (protocol = 'saml' and saml_metadata_xml is not null and saml_idp_entity_id is not null
              and saml_idp_sso_url is not null and saml_idp_certificates is not null
              and saml_groups_attribute is not null))`,
    sql`
        create table saml_requests (
          request_id text primary key,
          provider text not null,
          redirect text not null,
          expires_at timestamptz not null
        )`,
    sql`create index saml_requests_expires_at on saml_requests (expires_at)`,
    sql`
        create table saml_assertions (
          provider text not null,
          assertion_id text not null,
          expires_at timestamptz not null,
          primary key (provider, assertion_id)
        )`,
    sql`create index saml_assertions_expires_at on saml_assertions (expires_at)`,
  ),
  // Whether a SAML provider's metadata URL may be on a private network (an admin's opt-in, as for webhooks), and
  // whether its e-mail attribute is trusted to link an existing account (as a directory's trust_mail).
  '0795_saml_private_network_and_email_trust': sqlMigration(
    sql`
        alter table sign_in_providers
          add column saml_allow_private_network boolean not null default false,
          add column saml_trust_email boolean not null default false`,
  ),
  // The service provider's own key per SAML provider: it signs the AuthnRequests and decrypts encrypted assertions.
  // The private key is sealed as the other secrets; the certificate is public (published in Tessera's metadata).
  '0810_saml_service_provider_key': sqlMigration(
    sql`
        alter table sign_in_providers
          add column saml_sp_private_key_sealed text,
          add column saml_sp_certificate text`,
  ),
  // How a session signed in through a provider, and what that provider's logout needs (an OpenID Connect ID token as
  // id_token_hint), kept with the session; once Tessera's session ends, kept a few minutes under a cookie of the
  // browser that signed out, for "Also sign out of …".
  '0820_sso_sign_out': sqlMigration(
    sql`
        create table sso_sessions (
          token_hash text primary key references sessions (token_hash) on delete cascade,
          provider text not null,
          logout_hint text not null
        )`,
    sql`
        create table sso_sign_outs (
          cookie_hash text primary key,
          provider text not null,
          logout_hint text not null,
          expires_at timestamptz not null
        )`,
    sql`create index sso_sign_outs_expires_at on sso_sign_outs (expires_at)`,
  ),
};
