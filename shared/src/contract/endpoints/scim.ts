import { routes } from '../routes.ts';
import { IdParam } from '../common.ts';
import { CreatedScimToken, CreateScimTokenBody, PutScimSettingsBody, ScimSettings, ScimTokenList } from '../scim.ts';
import { endpointsTagged, NoContent } from './endpoint.ts';

const define = endpointsTagged('users');

export const scimEndpoints = define(routes.scim, {
  listTokens: {
    summary: 'The SCIM tokens identity providers provision accounts with (never their secrets)',
    response: { 200: ScimTokenList },
    errors: [401, 403],
  },
  createToken: {
    summary: 'Make a SCIM token: its secret is answered this once, for the identity provider',
    description:
      'The identity provider (Entra ID, Okta) calls PUBLIC_URL/scim/v2 with `Authorization: Bearer <token>`; only ' +
      "the token's SHA-256 is kept.",
    body: CreateScimTokenBody,
    response: { 201: CreatedScimToken },
    errors: [400, 401, 403],
  },
  revokeToken: {
    summary: 'Revoke a SCIM token: the identity provider holding it is refused from the next request on',
    params: IdParam,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  },
  settings: {
    summary: 'The SCIM base URL to give the identity provider, and the role map of SCIM groups',
    response: { 200: ScimSettings },
    errors: [401, 403],
  },
  putSettings: {
    summary: "Set the role map of SCIM groups (group displayName → role); every SCIM member's role follows",
    description:
      "A provisioned user's role is the highest role among their groups' mapped roles, `user` when none is mapped.",
    body: PutScimSettingsBody,
    response: { 200: ScimSettings },
    errors: [400, 401, 403, 409],
  },
});
