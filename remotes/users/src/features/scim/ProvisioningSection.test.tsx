import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { mockServer } from '@tessera/shared/mocks/node';
import type { ScimSettings, ScimToken } from '@tessera/shared/contract';
import { renderWithQueries, serveMockApiToAnAdmin } from '../../common/testing.tsx';
import { ProvisioningSection } from './ProvisioningSection.tsx';

const ENTRA: ScimToken = { id: 1, name: 'Entra ID', created_at: '2026-01-05T09:00:00Z', last_used_at: null };
const SECRET = 'tscim_a-secret-shown-once-0123456789abcdefghijklmnop';

let tokens: ScimToken[];
let settings: ScimSettings;
const sent: { method: string; url: string; body?: unknown }[] = [];

serveMockApiToAnAdmin();
beforeEach(() => {
  tokens = [ENTRA];
  settings = {
    base_url: 'https://tessera.example.com/scim/v2',
    role_map: { 'Tessera PMs': 'manager' },
    updated_at: null,
  };
  sent.length = 0;
  mockServer.use(
    http.get('*/admin/scim-settings', () => HttpResponse.json(settings)),
    http.put('*/admin/scim-settings', async ({ request }) => {
      const body = (await request.json()) as Pick<ScimSettings, 'role_map'>;
      sent.push({ method: 'PUT', url: request.url, body });
      settings = { ...settings, ...body, updated_at: '2026-02-01T10:00:00Z' };
      return HttpResponse.json(settings);
    }),
    http.get('*/admin/scim-tokens', () => HttpResponse.json(tokens)),
    http.post('*/admin/scim-tokens', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      sent.push({ method: 'POST', url: request.url, body });
      const made = { id: 2, name: body.name, created_at: '2026-02-01T10:00:00Z', last_used_at: null };
      tokens = [made, ...tokens];
      return HttpResponse.json({ ...made, token: SECRET }, { status: 201 });
    }),
    http.delete('*/admin/scim-tokens/:id', ({ request, params }) => {
      sent.push({ method: 'DELETE', url: request.url });
      tokens = tokens.filter((token) => String(token.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

const renderSection = () => renderWithQueries(<ProvisioningSection />);

it('shows the SCIM base URL to give the provider and the tokens, never used ones said so', async () => {
  renderSection();
  expect(((await screen.findByLabelText('SCIM base URL')) as HTMLInputElement).value).toBe(
    'https://tessera.example.com/scim/v2',
  );
  const list = await screen.findByRole('list', { name: 'SCIM tokens' });
  expect(within(list).getByText('Entra ID')).toBeTruthy();
  expect(list.textContent).toContain('last used never');
});

it('makes a token and shows its secret once, with Copy, then lists it', async () => {
  const user = renderSection();
  await screen.findByRole('list', { name: 'SCIM tokens' });
  const form = screen.getByRole('form', { name: 'New SCIM token' });
  await user.type(within(form).getByLabelText(/Token name/), 'Okta');
  await user.click(within(form).getByRole('button', { name: 'New token' }));

  const secret = (await screen.findByLabelText('SCIM token secret')) as HTMLInputElement;
  expect(secret.value).toBe(SECRET);
  expect(screen.getByText(/it is shown this once/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  expect(sent).toEqual([
    { method: 'POST', url: expect.stringMatching(/\/api\/admin\/scim-tokens$/), body: { name: 'Okta' } },
  ]);
  const list = screen.getByRole('list', { name: 'SCIM tokens' });
  expect(await within(list).findByText('Okta')).toBeTruthy();
  expect(list.textContent).not.toContain(SECRET);
});

it('revokes a token', async () => {
  const user = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Revoke Entra ID' }));
  expect(await screen.findByText(/No token yet/)).toBeTruthy();
  expect(sent).toEqual([{ method: 'DELETE', url: expect.stringMatching(/\/api\/admin\/scim-tokens\/1$/) }]);
});

it('saves the role map as JSON, and refuses what is not a JSON object without sending it', async () => {
  const user = renderSection();
  const form = await screen.findByRole('form', { name: 'SCIM role map' });
  const field = within(form).getByLabelText(/Role map/) as HTMLTextAreaElement;
  expect(JSON.parse(field.value)).toEqual({ 'Tessera PMs': 'manager' });

  await user.clear(field);
  await user.type(field, 'translators: user');
  await user.click(within(form).getByRole('button', { name: 'Save role map' }));
  expect(await within(form).findByText(/The role map must be JSON/)).toBeTruthy();
  expect(sent).toEqual([]);

  await user.clear(field);
  // user-event reads { and [ as key names: doubled, they are typed.
  await user.type(field, '{{"Tessera admins": "admin", "Tessera PMs": "manager"}');
  await user.click(within(form).getByRole('button', { name: 'Save role map' }));
  expect(await within(form).findByText('Saved: the members of SCIM groups have their roles again.')).toBeTruthy();
  expect(JSON.parse(field.value)).toEqual({ 'Tessera admins': 'admin', 'Tessera PMs': 'manager' });
  expect(sent).toEqual([
    {
      method: 'PUT',
      url: expect.stringMatching(/\/api\/admin\/scim-settings$/),
      body: { role_map: { 'Tessera admins': 'admin', 'Tessera PMs': 'manager' } },
    },
  ]);
});
