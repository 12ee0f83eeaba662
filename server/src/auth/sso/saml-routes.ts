import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SaxesParser } from 'saxes';
import { endpoints } from '@tessera/shared/contract/endpoints';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { route } from '../../plugins/endpoint.ts';
import { HttpError } from '../../plugins/errors.ts';
import { SecretsKeyError } from '../../security/secrets.ts';
import { setSessionCookie } from '../plugin.ts';
import { createSession, deleteExpiredSessions, deleteSessionsByHash } from '../repository.ts';
import { accountFor, SsoRefusal } from './accounts.ts';
import {
  findProvider,
  idpOf,
  lazySecrets,
  samlAcsUrl,
  samlEntityId,
  samlSloUrl,
  type SamlProvider,
} from './providers.ts';
import { rememberSignIn, sessionsSignedInAs, takeLogoutHint } from './sign-out.ts';
import { appOrigin, checkedRedirect } from './routes.ts';
import { MetadataError, type IdpMetadata } from './saml-metadata.ts';

/** How long an AuthnRequest may wait for its answer. */
const REQUEST_LIFETIME_MS = 10 * 60_000;
/** Clocks of the identity provider and of Tessera may differ this much. */
const CLOCK_SKEW_MS = 60_000;
/** An assertion is remembered at least this long when it says nothing of its own end. */
const ASSERTION_KEPT_MS = 60 * 60_000;
const SIGN_IN_PAGE = '/login/';

/**
 * The AuthnRequests under way, in the database rather than in this process (node-saml keeps them in memory by
 * default), so that any API process checks the InResponseTo of an answer another one asked for. `redirect` is the
 * page the person asked for, kept with the request; `answered` is the row an answer named, read once.
 */
function requestStore(db: Db, slug: string, redirect = '/') {
  let answered: { redirect: string } | undefined;
  const store: CacheProvider = {
    async saveAsync(key) {
      await db.deleteFrom('saml_requests').where('expires_at', '<', new Date()).execute();
      await db
        .insertInto('saml_requests')
        .values({ request_id: key, provider: slug, redirect, expires_at: new Date(Date.now() + REQUEST_LIFETIME_MS) })
        .execute();
      return { value: key, createdAt: Date.now() };
    },
    async getAsync(key) {
      const row = await db
        .selectFrom('saml_requests')
        .select(['redirect', 'expires_at'])
        .where('request_id', '=', key)
        .where('provider', '=', slug)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      answered = row;
      // node-saml reads the value as when the request was made.
      return row ? new Date(new Date(row.expires_at).getTime() - REQUEST_LIFETIME_MS).toISOString() : null;
    },
    async removeAsync(key) {
      if (key === null) return null;
      const row = await db
        .deleteFrom('saml_requests')
        .where('request_id', '=', key)
        .returning('request_id')
        .executeTakeFirst();
      return row?.request_id ?? null;
    },
  };
  return { store, answered: () => answered };
}

/** The service provider of one identity provider, as node-saml is told it. */
function samlOf(provider: SamlProvider, idp: IdpMetadata, origin: string, cacheProvider: CacheProvider): SAML {
  return new SAML({
    issuer: samlEntityId(origin, provider.slug),
    callbackUrl: samlAcsUrl(origin, provider.slug),
    entryPoint: idp.ssoUrl,
    // Single logout: Tessera's LogoutRequests go to the identity provider's service, its answers and requests come
    // to Tessera's (named in Tessera's metadata).
    ...(idp.sloUrl ? { logoutUrl: idp.sloUrl } : {}),
    logoutCallbackUrl: samlSloUrl(origin, provider.slug),
    idpIssuer: idp.entityId,
    idpCert: idp.certificates,
    audience: samlEntityId(origin, provider.slug),
    // The assertion itself must be signed: a signed response around an unsigned assertion is not enough.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: provider.allowIdpInitiated ? ValidateInResponseTo.ifPresent : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
    cacheProvider,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    // With Tessera's own key: its AuthnRequests are signed (the Signature of the HTTP-Redirect binding), and an
    // assertion the identity provider encrypted for its certificate is decrypted.
    ...(provider.spKey
      ? {
          privateKey: provider.spKey.privateKey,
          signatureAlgorithm: 'sha256' as const,
          decryptionPvk: provider.spKey.privateKey,
        }
      : {}),
  });
}

const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/**
 * Tessera's metadata for the identity provider: its certificate, when it has a key, for signing and encryption.
 * node-saml names its single logout service with the HTTP-POST binding; Tessera's takes the HTTP-Redirect binding
 * (a GET, node-saml's validateRedirectAsync), so the metadata says that one.
 */
function serviceProviderMetadata(saml: SAML, provider: SamlProvider): string {
  const xml = provider.spKey
    ? saml.generateServiceProviderMetadata(provider.spKey.certificate, provider.spKey.certificate)
    : saml.generateServiceProviderMetadata(null);
  return xml.replace(
    /(<SingleLogoutService\b[^>]*\bBinding=")([^"]*)(")/,
    (whole, before: string, binding: string, after: string) =>
      binding === POST_BINDING ? `${before}${REDIRECT_BINDING}${after}` : whole,
  );
}

/** The root element's attributes of a SAML Response, read without expanding or fetching anything. */
function responseAttributes(xml: string): Record<string, string> {
  const parser = new SaxesParser({ xmlns: true });
  let attributes: Record<string, string> | undefined;
  parser.on('opentag', (tag) => {
    attributes ??= Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value]));
  });
  parser.write(xml).close();
  return attributes ?? {};
}

/** An attribute's values as strings: node-saml gives one value as a string and several as an array. */
function valuesOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is string => typeof v === 'string');
}

type Assertion = {
  Assertion?: {
    $?: { ID?: string };
    Conditions?: { $?: { NotOnOrAfter?: string } }[];
    Subject?: { SubjectConfirmation?: { SubjectConfirmationData?: { $?: { Recipient?: string } }[] }[] }[];
  };
};

/** Sign-in with a SAML 2.0 identity provider (Tessera the service provider): auth/sso/README.md. */
export const samlRoutes: FastifyPluginAsyncZod = async (app) => {
  // The identity provider's page posts its answer as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const secrets = lazySecrets(app.config);
  const providerOr404 = async (slug: string): Promise<SamlProvider> => {
    try {
      const provider = await findProvider(app.db, app.config, slug, secrets);
      if (provider?.protocol !== 'saml')
        throw new HttpError(404, 'saml_provider_not_found', `No SAML identity provider is named "${slug}"`);
      return provider;
    } catch (error) {
      if (!(error instanceof SecretsKeyError)) throw error;
      // A secret could not be opened: this provider's own key (the server cannot sign in with it now), or another
      // protocol's secret (not a SAML provider either way).
      const row = await app.db
        .selectFrom('sign_in_providers')
        .select('protocol')
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (row?.protocol === 'saml') throw new HttpError(502, 'secrets_key_unusable', error.message);
      throw new HttpError(404, 'saml_provider_not_found', `No SAML identity provider is named "${slug}"`);
    }
  };

  const metadataOf = async (provider: SamlProvider, log: { error: (o: object, m: string) => void }) => {
    try {
      return await idpOf(provider);
    } catch (error) {
      if (!(error instanceof MetadataError)) throw error;
      log.error({ err: error, provider: provider.slug }, "saml: the identity provider's metadata cannot be used");
      throw new HttpError(
        502,
        'sign_in_provider_unavailable',
        `${provider.name} cannot be used now; try again later, or sign in with your password`,
      );
    }
  };

  route(app, endpoints.sso.samlMetadata, async (request, reply) => {
    const provider = await providerOr404(request.params.provider);
    const idp = await metadataOf(provider, request.log);
    const saml = samlOf(provider, idp, appOrigin(app, request), requestStore(app.db, provider.slug).store);
    return reply.type('application/samlmetadata+xml').send(serviceProviderMetadata(saml, provider));
  });

  route(app, endpoints.sso.samlStart, async (request, reply) => {
    const redirect = checkedRedirect(request.query.redirect);
    const provider = await providerOr404(request.params.provider);
    const idp = await metadataOf(provider, request.log);
    const saml = samlOf(provider, idp, appOrigin(app, request), requestStore(app.db, provider.slug, redirect).store);
    // The page to land on is kept with the request id; RelayState carries it too, for the identity provider's sake.
    return reply.redirect(await saml.getAuthorizeUrlAsync(redirect, undefined, {}), 302);
  });

  route(app, endpoints.sso.samlAcs, async (request, reply) => {
    const slug = request.params.provider;
    const refuse = (message: string, redirect?: string) => {
      const query = new URLSearchParams({ sso_error: message, ...(redirect ? { redirect } : {}) });
      return reply.redirect(`${SIGN_IN_PAGE}?${query}`, 302);
    };
    const provider = await providerOr404(slug);
    const idp = await metadataOf(provider, request.log);
    const origin = appOrigin(app, request);
    const requests = requestStore(app.db, slug);
    const { SAMLResponse, RelayState } = request.body;
    const unverified = `The answer from ${provider.name} could not be verified; please try again`;
    let profile: Profile;
    try {
      const xml = Buffer.from(SAMLResponse, 'base64').toString('utf8');
      // Neither parser node-saml uses (@xmldom/xmldom, xml2js on sax) fetches external entities, and a SAML message
      // never needs a document type: one that declares any is refused before they see it.
      if (/<!DOCTYPE/i.test(xml)) throw new Error('the response declares a document type');
      const destination = responseAttributes(xml).Destination;
      if (destination !== undefined && destination !== samlAcsUrl(origin, slug))
        throw new Error(`the response is for ${destination}`);
      const result = await samlOf(provider, idp, origin, requests.store).validatePostResponseAsync({ SAMLResponse });
      if (!result.profile) throw new Error('the response holds no assertion');
      profile = result.profile;
    } catch (error) {
      request.log.warn({ err: error, provider: slug }, "saml: the identity provider's answer was refused");
      return refuse(unverified);
    }
    const assertion = (profile.getAssertion?.() ?? {}) as Assertion;
    const recipients = (assertion.Assertion?.Subject?.[0]?.SubjectConfirmation ?? []).map(
      (confirmation) => confirmation.SubjectConfirmationData?.[0]?.$?.Recipient,
    );
    if (!recipients.includes(samlAcsUrl(origin, slug))) {
      request.log.warn({ provider: slug, recipients }, 'saml: the assertion is for another recipient');
      return refuse(unverified);
    }
    const asked = requests.answered();
    let redirect: string;
    if (asked) redirect = asked.redirect;
    else {
      // Started at the identity provider (allowed by the admin, else node-saml refused it): RelayState says where to.
      try {
        redirect = checkedRedirect(RelayState);
      } catch {
        redirect = '/';
      }
    }
    // Each assertion signs in once: kept until it expires, the same one posted again is refused.
    const assertionId = assertion.Assertion?.$?.ID;
    const notOnOrAfter = Date.parse(assertion.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter ?? '');
    if (!assertionId) {
      request.log.warn({ provider: slug }, 'saml: the assertion has no ID');
      return refuse(unverified);
    }
    await app.db.deleteFrom('saml_assertions').where('expires_at', '<', new Date()).execute();
    try {
      await app.db
        .insertInto('saml_assertions')
        .values({
          provider: slug,
          assertion_id: assertionId,
          expires_at: new Date(
            (Number.isNaN(notOnOrAfter) ? Date.now() + ASSERTION_KEPT_MS : notOnOrAfter) + CLOCK_SKEW_MS,
          ),
        })
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      request.log.warn({ provider: slug, assertionId }, 'saml: an assertion was posted again');
      return refuse(`This answer from ${provider.name} was used already; please sign in again`, redirect);
    }
    const email = [
      ...valuesOf(profile.email),
      ...valuesOf(profile.mail),
      ...valuesOf(profile['urn:oid:0.9.2342.19200300.100.1.3']),
    ][0];
    let userId: number;
    try {
      userId = (
        await accountFor(app.db, provider, {
          sub: profile.nameID,
          groups: valuesOf(profile[provider.groupsAttribute]),
          email,
          // Whoever may edit their profile at the identity provider may type any address: it links no existing
          // account unless an admin trusts the provider's e-mail (new accounts are made with it either way).
          email_verified: provider.trustEmail,
          name: valuesOf(profile.displayName)[0],
        })
      ).id;
    } catch (error) {
      if (!(error instanceof SsoRefusal) && !(error instanceof HttpError)) throw error;
      request.log.info({ provider: slug, subject: profile.nameID, reason: error.message }, 'saml: sign-in refused');
      return refuse(error.message, redirect);
    }
    await deleteExpiredSessions(app.db);
    const token = await createSession(app.db, userId, false, app.config.sessionIdleTimeoutMs);
    await rememberSignIn(app.db, token, slug, {
      name_id: profile.nameID,
      name_id_format: profile.nameIDFormat,
      ...(profile.sessionIndex ? { session_index: profile.sessionIndex } : {}),
    });
    setSessionCookie(request, reply, token);
    request.log.info({ userId, provider: slug }, 'signed in with SAML');
    return reply.redirect(redirect, 302);
  });

  route(app, endpoints.sso.samlLogout, async (request, reply) => {
    const provider = await providerOr404(request.params.provider);
    const idp = await metadataOf(provider, request.log);
    if (!idp.sloUrl)
      throw new HttpError(
        409,
        'provider_sign_out_unsupported',
        `${provider.name} does not offer signing out from other applications`,
      );
    const hint = await takeLogoutHint(app.db, request, reply, provider.slug);
    if (!hint.name_id)
      throw new HttpError(
        409,
        'no_provider_session',
        `No session of ${provider.name} just ended in this browser: sign out at ${provider.name}`,
      );
    const saml = samlOf(
      provider,
      idp,
      appOrigin(app, request),
      requestStore(app.db, provider.slug, SIGN_IN_PAGE).store,
    );
    const profile = {
      issuer: idp.entityId,
      nameID: hint.name_id,
      nameIDFormat: hint.name_id_format ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
      ...(hint.session_index ? { sessionIndex: hint.session_index } : {}),
    };
    return reply.redirect(await saml.getLogoutUrlAsync(profile, SIGN_IN_PAGE, {}), 302);
  });

  route(app, endpoints.sso.samlSlo, async (request, reply) => {
    const slug = request.params.provider;
    const provider = await providerOr404(slug);
    const idp = await metadataOf(provider, request.log);
    const saml = samlOf(provider, idp, appOrigin(app, request), requestStore(app.db, slug).store);
    const query = request.query;
    let result: Awaited<ReturnType<SAML['validateRedirectAsync']>>;
    try {
      // node-saml accepts an unsigned message; an unsigned LogoutRequest would let anyone end someone's sessions.
      if (!query.Signature || !query.SigAlg) throw new Error('the message is not signed');
      const rawQuery = request.url.slice(request.url.indexOf('?') + 1);
      result = await saml.validateRedirectAsync(query, rawQuery);
    } catch (error) {
      request.log.warn({ err: error, provider: slug }, "saml: the identity provider's logout message was refused");
      throw new HttpError(
        400,
        'sign_out_message_unverified',
        `The sign-out message from ${provider.name} could not be verified`,
      );
    }
    if (query.SAMLResponse !== undefined) {
      request.log.info({ provider: slug }, 'signed out at the SAML identity provider');
      return reply.redirect(SIGN_IN_PAGE, 302);
    }
    const profile = result.profile!;
    const sessions = await sessionsSignedInAs(app.db, slug, profile.nameID, profile.sessionIndex);
    await deleteSessionsByHash(app.db, sessions);
    request.log.info(
      { provider: slug, subject: profile.nameID, sessions: sessions.length },
      'signed out by the SAML identity provider',
    );
    return reply.redirect(await saml.getLogoutResponseUrlAsync(profile, query.RelayState ?? '', {}, true), 302);
  });
};
