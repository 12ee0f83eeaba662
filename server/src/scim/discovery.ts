import { GROUP_SCHEMA, MAX_COUNT, USER_SCHEMA } from './schemas.ts';

/**
 * What the service provider tells a SCIM client of itself (RFC 7644 §4, RFC 7643 §5-7): minimal, and true to
 * what the routes do — PATCH yes, filters (`eq` alone), no bulk, sort, ETags or password changes.
 */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_COUNT },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A SCIM token made by a Tessera admin (Settings → Provisioning), sent as Authorization: Bearer',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  return [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'A Tessera account',
      schema: USER_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'A group of accounts; the role map gives its members a role',
      schema: GROUP_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
    },
  ];
}

interface Attribute {
  name: string;
  type: string;
  multiValued: boolean;
  description: string;
  required: boolean;
  caseExact: boolean;
  mutability: string;
  returned: string;
  uniqueness: string;
  subAttributes?: Attribute[];
}

interface AttributeOptions {
  type?: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  uniqueness?: 'none' | 'server';
  subAttributes?: Attribute[];
}

function attribute(name: string, description: string, options: AttributeOptions = {}): Attribute {
  const { type = 'string', multiValued = false, required = false, mutability = 'readWrite' } = options;
  return {
    name,
    type,
    multiValued,
    description,
    required,
    caseExact: false,
    mutability,
    returned: 'default',
    uniqueness: options.uniqueness ?? 'none',
    ...(options.subAttributes ? { subAttributes: options.subAttributes } : {}),
  };
}

const memberLike = (what: string) => [
  attribute('value', `The ${what}'s id`, { mutability: 'immutable' }),
  attribute('display', `The ${what}'s name`, { mutability: 'readOnly' }),
  attribute('$ref', `The ${what}'s URI`, { type: 'reference', mutability: 'readOnly' }),
];

export function schemas(baseUrl: string) {
  return [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
      id: USER_SCHEMA,
      name: 'User',
      description: 'A Tessera account',
      attributes: [
        attribute('userName', 'The e-mail address or login the person signs in with', {
          required: true,
          uniqueness: 'server',
        }),
        attribute('name', "The person's name", {
          type: 'complex',
          subAttributes: [
            attribute('formatted', 'The whole name, as shown in Tessera'),
            attribute('givenName', 'Given name'),
            attribute('familyName', 'Family name'),
          ],
        }),
        attribute('displayName', 'The name shown in Tessera'),
        attribute('emails', 'The one e-mail address Tessera keeps (the primary, else the work one)', {
          type: 'complex',
          multiValued: true,
          subAttributes: [
            attribute('value', 'The address'),
            attribute('type', 'work'),
            attribute('primary', 'Primary', { type: 'boolean' }),
          ],
        }),
        attribute('active', 'false: the account is disabled, its sessions and API tokens ended', { type: 'boolean' }),
        attribute('groups', 'The SCIM groups holding the account', {
          type: 'complex',
          multiValued: true,
          mutability: 'readOnly',
          subAttributes: memberLike('group'),
        }),
      ],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${USER_SCHEMA}` },
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
      id: GROUP_SCHEMA,
      name: 'Group',
      description: 'A group of accounts; the role map gives its members a role',
      attributes: [
        attribute('displayName', "The group's name, the role map's key", { required: true, uniqueness: 'server' }),
        attribute('members', "The group's accounts", {
          type: 'complex',
          multiValued: true,
          subAttributes: memberLike('member'),
        }),
      ],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${GROUP_SCHEMA}` },
    },
  ];
}
