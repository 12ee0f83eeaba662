import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { db, mockServer, resetMockDb } from '@tessera/shared/mocks/node';
import type { SignInPolicy, SignInProvider } from '@tessera/shared/contract';
import { SignInSection } from './SignInSection.tsx';

const CORP: SignInProvider = {
  slug: 'corp',
  protocol: 'oidc',
  name: 'Corp SSO',
  issuer: 'https://id.corp.example',
  client_id: 'tessera',
  has_client_secret: true,
  groups_claim: 'groups',
  role_map: { translators: 'user' },
  source: 'database',
};

let providers: SignInProvider[];
let policy: SignInPolicy;
const sent: { url: string; body: unknown }[] = [];

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetMockDb({ signedInAs: 'admin' });
  providers = [CORP];
  policy = { require_sso: false, break_glass_user_id: null };
  sent.length = 0;
  mockServer.use(
    http.get('*/admin/sign-in-providers', () => HttpResponse.json(providers)),
    http.put('*/admin/sign-in-providers/:slug', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ url: request.url, body });
      const saved = { ...CORP, ...body, slug: String(params.slug), has_client_secret: 'client_secret' in body };
      delete (saved as Record<string, unknown>).client_secret;
      providers = [...providers, saved as SignInProvider];
      return HttpResponse.json(saved);
    }),
    http.get('*/admin/sign-in-policy', () => HttpResponse.json(policy)),
    http.put('*/admin/sign-in-policy', async ({ request }) => {
      policy = (await request.json()) as SignInPolicy;
      sent.push({ url: request.url, body: policy });
      return HttpResponse.json(policy);
    }),
  );
});
afterEach(() => {
  mockServer.resetHandlers();
  cleanup();
});
afterAll(() => mockServer.close());

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SignInSection />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

it('lists the providers with whether a secret is stored, and adds one with its groups mapped to roles', async () => {
  const user = renderSection();
  const list = await screen.findByRole('list', { name: 'Sign-in providers' });
  expect(within(list).getByText('Corp SSO')).toBeTruthy();
  expect(list.textContent).toContain('secret stored');
  expect(list.textContent).toContain('translators → user');

  const form = screen.getByRole('form', { name: 'Sign-in provider' });
  await user.type(within(form).getByLabelText('Short name (in its URLs)'), 'partner');
  await user.type(within(form).getByLabelText('Button label'), 'Partner ID');
  await user.type(within(form).getByLabelText('Issuer URL'), 'https://login.partner.example');
  await user.type(within(form).getByLabelText('Client ID'), 'tessera-app');
  await user.type(within(form).getByLabelText('Client secret'), 's3cret');
  await user.click(within(form).getByRole('button', { name: 'Save provider' }));
  expect((await screen.findByRole('status')).textContent).toBe('Saved: Partner ID is on the sign-in page.');
  expect(sent).toEqual([
    {
      url: expect.stringMatching(/\/admin\/sign-in-providers\/partner$/),
      body: {
        name: 'Partner ID',
        issuer: 'https://login.partner.example',
        client_id: 'tessera-app',
        client_secret: 's3cret',
        groups_claim: 'groups',
        role_map: { translators: 'user', pm: 'manager', 'it-admins': 'admin' },
      },
    },
  ]);
});

it('says when the role map is not JSON, and sends nothing', async () => {
  const user = renderSection();
  const form = await screen.findByRole('form', { name: 'Sign-in provider' });
  const map = within(form).getByLabelText('Groups to roles (JSON)');
  await user.clear(map);
  await user.type(map, 'translators: user');
  for (const [label, value] of [
    ['Short name (in its URLs)', 'x'],
    ['Button label', 'X'],
    ['Issuer URL', 'https://x.example'],
    ['Client ID', 'x'],
  ] as const)
    await user.type(within(form).getByLabelText(label), value);
  await user.click(within(form).getByRole('button', { name: 'Save provider' }));
  expect(await within(form).findByText(/The role map must be JSON/)).toBeTruthy();
  expect(sent).toEqual([]);
});

it('requires single sign-on with an active admin as the break-glass account', async () => {
  const user = renderSection();
  const form = await screen.findByRole('form', { name: 'Sign-in policy' });
  const admin = db.users.find((u) => u.role === 'admin' && !u.disabled)!;
  await user.click(within(form).getByRole('checkbox', { name: /Require single sign-on/ }));
  await user.selectOptions(within(form).getByLabelText('Break-glass local admin'), String(admin.id));
  await user.click(within(form).getByRole('button', { name: 'Save policy' }));
  // The form is drawn anew from what the server saved.
  const saved = await screen.findByRole('form', { name: 'Sign-in policy' });
  expect((await within(saved).findByRole('status')).textContent).toBe('Saved: single sign-on is required.');
  expect((within(saved).getByRole('checkbox', { name: /Require single sign-on/ }) as HTMLInputElement).checked).toBe(
    true,
  );
  expect(sent.map((s) => s.body)).toEqual([{ require_sso: true, break_glass_user_id: admin.id }]);
});
