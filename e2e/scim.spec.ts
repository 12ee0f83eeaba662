/**
 * Provisioning in the composed app: an admin makes a SCIM token and a role map in Settings, the identity provider
 * (played by API calls in Entra ID's shape, with that token) creates a person and puts them in a group, and the users
 * screen shows them with the group's role; deactivating them shows them disabled; a revoked token opens nothing.
 */
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { appUrl, openAs, test } from './fixtures.ts';

const SCIM_JSON = 'application/scim+json';

/** The identity provider's client: the SCIM base URL and its bearer token, as Entra ID is given them. */
const providerClient = (token: string) =>
  playwrightRequest.newContext({
    baseURL: `${appUrl()}/scim/v2/`,
    extraHTTPHeaders: { authorization: `Bearer ${token}`, 'content-type': SCIM_JSON },
  });

async function scimCall(provider: APIRequestContext, method: string, path: string, data?: object) {
  const response = await provider.fetch(path, { method, ...(data ? { data } : {}) });
  return { status: response.status(), body: response.status() === 204 ? undefined : await response.json() };
}

test('an admin makes a SCIM token and a role map; the people the provider provisions appear with their role', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  await openAs(page, '/settings/');
  const section = page.getByRole('region', { name: 'Provisioning (SCIM)' });
  await expect(section.getByLabel('SCIM base URL')).toHaveValue(/\/scim\/v2$/);
  await section.getByLabel('Role map (group → role)').fill(JSON.stringify({ [`pm-${tag}`]: 'manager' }));
  await section.getByRole('button', { name: 'Save role map' }).click();
  await expect(section.getByText('Saved: the members of SCIM groups have their roles again.')).toBeVisible();

  await section.getByLabel('Token name').fill(`Entra ID ${tag}`);
  await section.getByRole('button', { name: 'New token' }).click();
  const secret = await section.getByLabel('SCIM token secret').inputValue();
  expect(secret).toMatch(/^tscim_/);

  const provider = await providerClient(secret);
  const userName = `lena-${tag}@corp.example`;
  const lookup = await scimCall(provider, 'GET', `Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);
  expect(lookup).toMatchObject({ status: 200, body: { totalResults: 0 } });
  const created = await scimCall(provider, 'POST', 'Users', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName,
    active: true,
    name: { givenName: 'Lena', familyName: 'Berg' },
    emails: [{ value: userName, type: 'work', primary: true }],
    externalId: `lena-${tag}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const group = await scimCall(provider, 'POST', 'Groups', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
    displayName: `pm-${tag}`,
    members: [{ value: created.body.id }],
  });
  expect(group.status, JSON.stringify(group.body)).toBe(201);

  await page.goto('/users/');
  const row = page.getByRole('row').filter({ hasText: userName });
  await expect(row).toContainText('Manager');
  await expect(row).toContainText('Active');

  const deactivated = await scimCall(provider, 'PATCH', `Users/${created.body.id}`, {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
    Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
  });
  expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
  await page.reload();
  await expect(row).toContainText('Disabled');

  await page.goto('/settings/');
  await expect(section.getByRole('list', { name: 'SCIM tokens' })).toContainText(`Entra ID ${tag}`);
  await section.getByRole('button', { name: `Revoke Entra ID ${tag}` }).click();
  await expect(section.getByRole('button', { name: `Revoke Entra ID ${tag}` })).toHaveCount(0);
  expect((await scimCall(provider, 'GET', 'Users')).status).toBe(401);
  await provider.dispose();
});
