import { z } from 'zod';
import { routes } from '../routes.ts';
import {
  LdapLoginBody,
  ProviderParam,
  PublicSignInProviderList,
  PutSignInProviderBody,
  SamlAcsBody,
  SamlSloQuery,
  SignInMethodList,
  SignInMethodsQuery,
  SignInPolicy,
  SignInProvider,
  SignInProviderList,
  SsoCallbackQuery,
  SsoSignedOut,
  SsoStartQuery,
} from '../sso.ts';
import { User } from '../users.ts';
import { endpointsTagged, NoContent, type MediaAnswer } from './endpoint.ts';

const define = endpointsTagged('auth');

/** A browser navigation answered by sending the browser elsewhere (the Location header). */
function redirect(description: string): MediaAnswer {
  return { description, content: { 'text/plain': { schema: z.string() } } };
}

export const ssoEndpoints = define(routes.sso, {
  providers: {
    summary: "The single sign-on providers of the sign-in page: each one's name and start URL",
    response: { 200: PublicSignInProviderList },
    errors: [400],
  },
  start: {
    summary: "Start signing in with a provider: redirects the browser to the provider's sign-in page",
    description:
      'OpenID Connect authorization code flow with PKCE, state and nonce, kept in the database under a short-lived ' +
      'HttpOnly cookie of this browser. redirect: the page to land on afterwards, a path of this app (400 otherwise).',
    params: ProviderParam,
    querystring: SsoStartQuery,
    response: { 302: redirect("To the provider's authorization endpoint") },
    errors: [400, 404, 502],
  },
  callback: {
    summary: 'Where the provider sends the browser back: signs in and redirects to the page asked for',
    description:
      'The ID token (signature, issuer, audience, expiry, nonce) and the state are checked; the person is matched ' +
      "by the provider's subject, else by a verified e-mail; their role comes from the provider's groups at every " +
      'sign-in. A refusal redirects to the sign-in page with `sso_error`, the reason in words.',
    params: ProviderParam,
    querystring: SsoCallbackQuery,
    response: { 302: redirect('To the page asked for, signed in; or to the sign-in page with sso_error') },
    errors: [400, 404],
  },
  logout: {
    summary: 'Sign out at the provider too (RP-initiated logout), when its discovery names an end_session_endpoint',
    description:
      'After signing out of Tessera, the cookie its sign-out left gives the ID token of the session as ' +
      '`id_token_hint` (used once), so that the provider ends its session without asking whom.',
    params: ProviderParam,
    response: { 302: redirect("To the provider's end-session endpoint, which comes back to the sign-in page") },
    errors: [400, 404, 409, 502],
  },
  signedOut: {
    summary: 'The provider this browser just signed out of Tessera from, whose own sign-out the sign-in page offers',
    description:
      'Read from the HttpOnly cookie `POST /auth/logout` sets when the session was signed in through a provider (10 ' +
      'minutes). provider is null without one, or when the provider offers no sign-out from other applications.',
    response: { 200: SsoSignedOut },
    errors: [400],
  },
  ldapLogin: {
    summary: "Sign in with a directory's (LDAP, Active Directory) username and password; sets the session cookie",
    description:
      "The service account finds the person by the provider's search filter (the username escaped, RFC 4515), then " +
      "Tessera binds as them with the password; their role comes from the directory's groups at every sign-in. " +
      'Counted by the sign-in throttle like a password (429). 401 for a wrong username or password alike; 403 for ' +
      'someone in no mapped group or a disabled account; 502 when the directory cannot be reached.',
    params: ProviderParam,
    body: LdapLoginBody,
    response: { 200: User },
    errors: [400, 401, 403, 404, 429, 502],
  },
  samlMetadata: {
    summary: "Tessera's SAML service provider metadata for this provider: its entity id and assertion consumer URL",
    description:
      'What to give the identity provider. The entity id is this URL (PUBLIC_URL/api/auth/saml/{slug}/metadata).',
    params: ProviderParam,
    response: {
      200: { description: 'SAML 2.0 metadata', content: { 'application/samlmetadata+xml': { schema: z.string() } } },
    },
    errors: [400, 404],
  },
  samlStart: {
    summary: 'Start signing in with a SAML identity provider: redirects the browser there with an AuthnRequest',
    description:
      'HTTP-Redirect binding. The request id is kept in the database (any API process finishes the sign-in), and ' +
      'the answer must be in response to it. redirect: the page to land on afterwards, a path of this app (400 otherwise).',
    params: ProviderParam,
    querystring: SsoStartQuery,
    response: { 302: redirect("To the identity provider's single sign-on URL") },
    errors: [400, 404, 502],
  },
  samlAcs: {
    summary: "Where the identity provider's page posts its answer (assertion consumer): signs in and redirects",
    description:
      "The assertion must be signed by a certificate of the identity provider's metadata; its audience, recipient, " +
      'validity period and InResponseTo are checked, and each assertion is accepted once. The person is matched by ' +
      'their NameID; their role comes from the groups attribute at every sign-in. A refusal redirects to the sign-in ' +
      'page with `sso_error`, the reason in words. No CSRF header: the signature is the proof.',
    params: ProviderParam,
    consumes: ['application/x-www-form-urlencoded'],
    body: SamlAcsBody,
    response: { 302: redirect('To the page asked for, signed in; or to the sign-in page with sso_error') },
    errors: [400, 404],
  },
  samlLogout: {
    summary: "Sign out at the SAML identity provider too (SP-initiated single logout), after Tessera's sign-out",
    description:
      "A LogoutRequest (HTTP-Redirect binding, signed with Tessera's key when it has one) for the NameID and " +
      'SessionIndex of the session that just ended, read once from the cookie its sign-out left; the identity ' +
      'provider answers at the single logout service, which comes back to the sign-in page. 409 when the identity ' +
      "provider's metadata names no single logout service, or no session of it just ended in this browser.",
    params: ProviderParam,
    response: { 302: redirect("To the identity provider's single logout service") },
    errors: [400, 404, 409, 502],
  },
  samlSlo: {
    summary: "Tessera's single logout service: the identity provider's LogoutResponse, or its own LogoutRequest",
    description:
      'Either message must be signed (the Signature of the HTTP-Redirect binding) by a certificate of the identity ' +
      "provider's metadata. A LogoutResponse (to Tessera's LogoutRequest, by InResponseTo) leads to the sign-in page; " +
      'a LogoutRequest ends the Tessera sessions signed in as its NameID (and SessionIndex) and answers the identity ' +
      'provider with a LogoutResponse. 400 for a message that cannot be verified.',
    params: ProviderParam,
    querystring: SamlSloQuery,
    response: { 302: redirect("To the sign-in page, or to the identity provider with Tessera's LogoutResponse") },
    errors: [400, 404, 502],
  },
  listProviders: {
    tag: 'users',
    summary: 'The single sign-on providers configured (never their client secrets)',
    response: { 200: SignInProviderList },
  },
  putProvider: {
    tag: 'users',
    summary: 'Create or change an OpenID Connect provider, a directory (LDAP) or a SAML identity provider',
    description:
      'protocol: `oidc` (the default), `ldap` or `saml` (its metadata fetched from metadata_url, or pasted as ' +
      'metadata_xml: 400 when it names no single sign-on URL or signing certificate). Secrets are sealed at rest. client_secret, bind_password: left out keeps the stored one. ' +
      'An ldap:// URL needs StartTLS or allow_plain. 409 when the environment (OIDC_ISSUER, LDAP_URL) configures a ' +
      'provider of this name.',
    params: ProviderParam,
    body: PutSignInProviderBody,
    response: { 200: SignInProvider },
  },
  deleteProvider: {
    tag: 'users',
    summary: 'Remove a provider; its people keep their accounts and sign in again once a provider is set up',
    params: ProviderParam,
    response: { 204: NoContent },
  },
  policy: {
    tag: 'users',
    summary: 'Whether single sign-on is required, and the break-glass local admin',
    response: { 200: SignInPolicy },
  },
  putPolicy: {
    tag: 'users',
    summary: 'Require single sign-on (password sign-in refused but for the break-glass local admin) or not',
    description:
      'Requiring it needs a provider and a break-glass user who is an active admin (400 otherwise), so that nobody ' +
      'is locked out when the provider fails.',
    body: SignInPolicy,
    response: { 200: SignInPolicy },
  },
  methods: {
    tag: 'users',
    summary: 'How each user signs in: with a password, or the providers they have signed in with',
    description: 'Every user, or those `users` names (comma-separated ids, at most 100: a page of the users table).',
    querystring: SignInMethodsQuery,
    response: { 200: SignInMethodList },
  },
});
