import { z } from 'zod';
import { routes } from '../routes.ts';
import {
  LdapLoginBody,
  ProviderParam,
  PublicSignInProviderList,
  PutSignInProviderBody,
  SignInMethodList,
  SignInPolicy,
  SignInProvider,
  SignInProviderList,
  SsoCallbackQuery,
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
    params: ProviderParam,
    response: { 302: redirect("To the provider's end-session endpoint, which comes back to the sign-in page") },
    errors: [400, 404, 409, 502],
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
  listProviders: {
    tag: 'users',
    summary: 'The single sign-on providers configured (never their client secrets)',
    response: { 200: SignInProviderList },
  },
  putProvider: {
    tag: 'users',
    summary: 'Create or change an OpenID Connect provider or a directory (LDAP); secrets are sealed at rest',
    description:
      'protocol: `oidc` (the default) or `ldap`. client_secret, bind_password: left out keeps the stored one. ' +
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
    response: { 200: SignInMethodList },
  },
});
