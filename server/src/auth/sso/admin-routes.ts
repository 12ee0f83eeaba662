import { createPrivateKey, X509Certificate } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { HttpError } from '../../plugins/errors.ts';
import { SecretsKeyError, type SecretBox } from '../../security/secrets.ts';
import { NO_PASSWORD } from './accounts.ts';
import { readPolicy, savePolicy } from './policy.ts';
import { adminView, lazySecrets, listProviders, setByEnvironment } from './providers.ts';
import { appOrigin } from './routes.ts';
import { fetchMetadata, MetadataError, readIdpMetadata, type IdpMetadata } from './saml-metadata.ts';

/** The OpenID Connect columns of a directory's row, and the directory's of an OpenID Connect row. */
const NO_OIDC = { issuer: null, client_id: null, groups_claim: null, client_secret_sealed: null };
const NO_SAML = {
  saml_metadata_url: null,
  saml_metadata_xml: null,
  saml_idp_entity_id: null,
  saml_idp_sso_url: null,
  saml_idp_certificates: null,
  saml_groups_attribute: null,
  saml_allow_idp_initiated: false,
  saml_allow_private_network: false,
  saml_trust_email: false,
  saml_sp_private_key_sealed: null,
  saml_sp_certificate: null,
};
const NO_LDAP = {
  ldap_url: null,
  starttls: false,
  allow_plain: false,
  tls_ca: null,
  bind_dn: null,
  bind_password_sealed: null,
  search_base: null,
  search_filter: null,
  group_search_base: null,
  group_search_filter: null,
  trust_mail: false,
};

/** The directory's CA certificates as PEM, each one read: a pasted certificate that is cut short answers 400 here. */
function checkedCertificates(pem: string): void {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];
  if (blocks.length === 0)
    throw new HttpError(400, 'tls_ca_not_pem', 'tls_ca must be PEM certificates (-----BEGIN CERTIFICATE-----)');
  for (const block of blocks) {
    try {
      new X509Certificate(block);
    } catch {
      throw new HttpError(
        400,
        'tls_ca_unreadable',
        'tls_ca holds a certificate that cannot be read: paste the whole PEM block',
      );
    }
  }
}

/** Tessera's key for a SAML provider and its certificate, read and checked to belong together: 400 otherwise. */
function checkedServiceProviderKey(privateKeyPem: string, certificatePem: string): void {
  let key;
  try {
    key = createPrivateKey(privateKeyPem);
  } catch {
    throw new HttpError(
      400,
      'sp_private_key_unreadable',
      'sp_private_key cannot be read: paste the whole PEM block of a key without a passphrase',
    );
  }
  // Requests are signed, and assertions' keys unwrapped, with RSA (RSA-SHA256, RSA-OAEP).
  if (key.asymmetricKeyType !== 'rsa')
    throw new HttpError(400, 'sp_private_key_not_rsa', 'sp_private_key must be an RSA key');
  let certificate;
  try {
    certificate = new X509Certificate(certificatePem);
  } catch {
    throw new HttpError(400, 'sp_certificate_unreadable', 'sp_certificate cannot be read: paste the whole PEM block');
  }
  if (!certificate.checkPrivateKey(key))
    throw new HttpError(400, 'sp_certificate_key_mismatch', 'sp_certificate is not the certificate of sp_private_key');
}

/** Settings → Sign-in: the providers, the single-sign-on policy, and how each person signs in (admins only). */
export const ssoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const secrets = lazySecrets(app.config);
  const fromEnvironment = (slug: string) => setByEnvironment(app.config, slug);

  route(app, endpoints.sso.listProviders, async (request) => adminView(app.db, app.config, appOrigin(app, request)));

  route(app, endpoints.sso.putProvider, async (request) => {
    const { provider: slug } = request.params;
    if (fromEnvironment(slug))
      throw new HttpError(
        409,
        'environment_provider_not_editable',
        `The provider "${slug}" is set by the server's environment (OIDC_*, LDAP_*, SAML_*) and cannot be changed here`,
      );
    const body = request.body;
    const withSecrets = async <T>(use: (box: SecretBox) => T): Promise<T> => {
      try {
        return use(await secrets());
      } catch (error) {
        if (error instanceof SecretsKeyError) throw new HttpError(409, 'secrets_key_unusable', error.message);
        throw error;
      }
    };
    const seal = async (secret: string | undefined) =>
      secret === undefined ? undefined : withSecrets((box) => box.seal(secret));
    const open = (sealed: string) => withSecrets((box) => box.open(sealed));
    const common = {
      protocol: body.protocol,
      name: body.name,
      role_map: JSON.stringify(body.role_map),
      updated_by: request.user.id,
      updated_at: new Date(),
    };
    // Every column of the other protocol is cleared, so that a slug changing protocol keeps nothing of before, its
    // secret least of all.
    let values;
    if (body.protocol === 'saml') {
      // Read now, so that metadata that cannot be used is answered here rather than at someone's sign-in.
      let xml: string;
      let idp: IdpMetadata;
      const stored = await app.db
        .selectFrom('sign_in_providers')
        .select(['saml_metadata_xml', 'saml_metadata_url', 'saml_sp_private_key_sealed'])
        .where('slug', '=', slug)
        .where('protocol', '=', 'saml')
        .executeTakeFirst();
      const keep = body.metadata_url === undefined && body.metadata_xml === undefined;
      if (keep && !stored?.saml_metadata_xml)
        throw new HttpError(
          400,
          'saml_metadata_missing',
          "Give the identity provider's metadata: its URL (metadata_url) or its XML (metadata_xml)",
        );
      try {
        xml = keep
          ? stored!.saml_metadata_xml!
          : (body.metadata_xml ??
            (await fetchMetadata(body.metadata_url!, { allowPrivateNetwork: body.allow_private_network })));
        idp = readIdpMetadata(xml);
      } catch (error) {
        if (error instanceof MetadataError) throw new HttpError(400, 'saml_metadata_invalid', error.message);
        throw error;
      }
      let spKeySealed: string | null = null;
      if (body.sp_certificate !== null) {
        const storedKey = stored?.saml_sp_private_key_sealed;
        if (body.sp_private_key === undefined && !storedKey)
          throw new HttpError(400, 'sp_private_key_missing', 'Give the private key of sp_certificate (sp_private_key)');
        const privateKey = body.sp_private_key ?? (await open(storedKey!));
        checkedServiceProviderKey(privateKey, body.sp_certificate);
        spKeySealed = body.sp_private_key === undefined ? storedKey! : (await seal(body.sp_private_key))!;
      }
      values = {
        ...common,
        ...NO_OIDC,
        ...NO_LDAP,
        saml_sp_private_key_sealed: spKeySealed,
        saml_sp_certificate: body.sp_certificate,
        saml_metadata_url: keep ? (stored!.saml_metadata_url ?? null) : (body.metadata_url ?? null),
        saml_metadata_xml: xml,
        saml_idp_entity_id: idp.entityId,
        saml_idp_sso_url: idp.ssoUrl,
        saml_idp_certificates: idp.certificates.join(''),
        saml_groups_attribute: body.groups_attribute,
        saml_allow_idp_initiated: body.allow_idp_initiated,
        saml_allow_private_network: body.allow_private_network,
        saml_trust_email: body.trust_email,
      };
    } else if (body.protocol === 'ldap') {
      if (body.tls_ca !== null) checkedCertificates(body.tls_ca);
      const sealed = await seal(body.bind_password);
      values = {
        ...common,
        ...NO_OIDC,
        ...NO_SAML,
        ldap_url: body.url,
        starttls: body.starttls,
        allow_plain: body.allow_plain,
        tls_ca: body.tls_ca,
        bind_dn: body.bind_dn,
        search_base: body.search_base,
        search_filter: body.search_filter,
        group_search_base: body.group_search_base,
        group_search_filter: body.group_search_filter,
        trust_mail: body.trust_mail,
        // Without a bind DN there is no password to keep: the search is anonymous.
        ...(body.bind_dn === null
          ? { bind_password_sealed: null }
          : sealed !== undefined
            ? { bind_password_sealed: sealed }
            : {}),
      };
    } else {
      const sealed = await seal(body.client_secret);
      values = {
        ...common,
        ...NO_LDAP,
        ...NO_SAML,
        issuer: body.issuer,
        client_id: body.client_id,
        groups_claim: body.groups_claim,
        ...(sealed !== undefined ? { client_secret_sealed: sealed } : {}),
      };
    }
    await app.db
      .insertInto('sign_in_providers')
      .values({ slug, client_secret_sealed: null, bind_password_sealed: null, ...values })
      .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
      .execute();
    request.log.info({ provider: slug, protocol: body.protocol, userId: request.user.id }, 'sign-in provider saved');
    return (await adminView(app.db, app.config, appOrigin(app, request))).find((p) => p.slug === slug)!;
  });

  route(app, endpoints.sso.deleteProvider, async (request, reply) => {
    const { provider: slug } = request.params;
    if (fromEnvironment(slug))
      throw new HttpError(
        409,
        'environment_provider_not_removable',
        `The provider "${slug}" is set by the server's environment (OIDC_*, LDAP_*, SAML_*) and cannot be removed here`,
      );
    const providers = await listProviders(app.db, app.config);
    if (!providers.some((p) => p.slug === slug))
      throw new HttpError(404, 'sign_in_provider_not_found', `No sign-in provider is named "${slug}"`);
    if ((await readPolicy(app.db)).require_sso && providers.length === 1)
      throw new HttpError(
        409,
        'last_provider_while_sso_required',
        'Single sign-on is required: stop requiring it before removing the last provider',
      );
    await app.db.deleteFrom('sign_in_providers').where('slug', '=', slug).execute();
    return reply.status(204).send(null);
  });

  route(app, endpoints.sso.policy, async () => readPolicy(app.db));

  route(app, endpoints.sso.putPolicy, async (request) => {
    const policy = request.body;
    if (policy.require_sso) {
      if ((await listProviders(app.db, app.config)).length === 0)
        throw new HttpError(400, 'sso_without_provider', 'Add a sign-in provider before requiring single sign-on');
      const breakGlass =
        policy.break_glass_user_id === null
          ? undefined
          : await app.db
              .selectFrom('users')
              .select(['role', 'disabled', 'password_hash'])
              .where('id', '=', policy.break_glass_user_id)
              .executeTakeFirst();
      // Someone must still get in with a password when the provider is down or misconfigured.
      if (!breakGlass || breakGlass.role !== 'admin' || breakGlass.disabled || breakGlass.password_hash === NO_PASSWORD)
        throw new HttpError(
          400,
          'break_glass_user_missing',
          'Requiring single sign-on needs a break-glass user: an active admin who has a password, to get in when the provider fails',
        );
    }
    await savePolicy(app.db, policy);
    request.log.info({ userId: request.user.id, ...policy }, 'sign-in policy saved');
    return policy;
  });

  route(app, endpoints.sso.methods, async (request) => {
    const names = new Map((await listProviders(app.db, app.config)).map((p) => [p.slug, p.name]));
    const only = request.query.users;
    let users = app.db.selectFrom('users').select(['id', 'password_hash']).orderBy('id');
    let identities = app.db.selectFrom('sso_identities').select(['user_id', 'provider']);
    if (only) {
      users = users.where('id', 'in', only);
      identities = identities.where('user_id', 'in', only);
    }
    // Each user's providers by id: thousands of users would otherwise each scan every identity.
    const providersOf = new Map<number, string[]>();
    for (const identity of await identities.execute())
      providersOf.set(identity.user_id, [
        ...(providersOf.get(identity.user_id) ?? []),
        names.get(identity.provider) ?? identity.provider,
      ]);
    return (await users.execute()).map((user) => ({
      user_id: user.id,
      password: user.password_hash !== NO_PASSWORD,
      providers: providersOf.get(user.id) ?? [],
    }));
  });
};
