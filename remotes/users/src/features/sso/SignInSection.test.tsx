import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { db, mockServer } from '@tessera/shared/mocks/node';
import type { SignInPolicy, SignInProvider } from '@tessera/shared/contract';
import { renderWithQueries, serveMockApiToAnAdmin } from '../../common/testing.tsx';
import { SignInSection } from './SignInSection.tsx';

const DIRECTORY: SignInProvider = {
  slug: 'ad',
  protocol: 'ldap',
  name: 'Company directory',
  url: 'ldaps://dc1.corp.example',
  starttls: false,
  allow_plain: false,
  tls_ca: null,
  bind_dn: 'CN=svc-tessera,OU=Services,DC=corp,DC=example',
  has_bind_password: true,
  search_base: 'DC=corp,DC=example',
  search_filter: '(sAMAccountName={username})',
  group_search_base: null,
  group_search_filter: '(member={dn})',
  trust_mail: false,
  role_map: { 'Tessera Users': 'user' },
  source: 'database',
};
/** DIRECTORY's settings as the form sends them: no slug (the URL holds it), nothing only the server tells. */
const { slug: _slug, has_bind_password: _has, source: _source, ...DIRECTORY_SENT } = DIRECTORY;

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

serveMockApiToAnAdmin();
beforeEach(() => {
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
      providers = [...providers.filter((p) => p.slug !== saved.slug), saved as SignInProvider];
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

const renderSection = () => renderWithQueries(<SignInSection />);

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
        protocol: 'oidc',
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

it('adds a company directory (LDAP) with its service account, where people are, and how groups map to roles', async () => {
  const user = renderSection();
  const form = await screen.findByRole('form', { name: 'Sign-in provider' });
  await user.selectOptions(within(form).getByLabelText('Protocol'), 'ldap');
  expect(within(form).queryByLabelText('Issuer URL')).toBeNull();
  await user.type(within(form).getByLabelText('Short name (in its URLs)'), 'ad');
  await user.type(within(form).getByLabelText('Button label'), 'Company directory');
  await user.type(within(form).getByLabelText('Directory URL'), 'ldap://dc1.corp.example');
  await user.click(within(form).getByRole('checkbox', { name: /StartTLS$/ }));
  await user.type(within(form).getByLabelText('Service account DN'), 'CN=svc,DC=corp,DC=example');
  await user.type(within(form).getByLabelText('Service account password'), 'bind-s3cret');
  await user.type(within(form).getByLabelText('Where people are'), 'DC=corp,DC=example');
  const filter = within(form).getByLabelText('Person filter');
  await user.clear(filter);
  // user-event reads braces as key names: {{ types one.
  await user.type(filter, '(sAMAccountName={{username})');
  const map = within(form).getByLabelText('Groups to roles (JSON)');
  await user.clear(map);
  await user.type(map, '{{"Tessera Users": "user"}');
  await user.click(within(form).getByRole('button', { name: 'Save provider' }));
  expect((await screen.findByRole('status')).textContent).toBe('Saved: Company directory is on the sign-in page.');
  expect(sent).toEqual([
    {
      url: expect.stringMatching(/\/admin\/sign-in-providers\/ad$/),
      // Where people are, the filters and the role map as typed are DIRECTORY's; the rest differs.
      body: {
        ...DIRECTORY_SENT,
        url: 'ldap://dc1.corp.example',
        starttls: true,
        bind_dn: 'CN=svc,DC=corp,DC=example',
        bind_password: 'bind-s3cret',
      },
    },
  ]);
});

it('shows a directory without its password, and changes it from its stored settings, the password kept', async () => {
  providers = [CORP, DIRECTORY];
  const user = renderSection();
  const list = await screen.findByRole('list', { name: 'Sign-in providers' });
  expect(list.textContent).toContain('directory ldaps://dc1.corp.example');
  expect(list.textContent).toContain('password stored');
  await user.click(within(list).getByRole('button', { name: 'Edit Company directory' }));
  const form = screen.getByRole('form', { name: 'Sign-in provider' });
  expect(within(form).getByRole('heading').textContent).toBe('Change Company directory');
  expect((within(form).getByLabelText('Short name (in its URLs)') as HTMLInputElement).readOnly).toBe(true);
  expect((within(form).getByLabelText('Service account password') as HTMLInputElement).value).toBe('');
  const where = within(form).getByLabelText('Where groups are');
  await user.type(where, 'OU=Groups,DC=corp,DC=example');
  await user.click(within(form).getByRole('button', { name: 'Save provider' }));
  await screen.findByRole('status');
  expect(sent.map((s) => s.body)).toEqual([{ ...DIRECTORY_SENT, group_search_base: 'OU=Groups,DC=corp,DC=example' }]);
});

const OKTA: SignInProvider = {
  slug: 'okta',
  protocol: 'saml',
  name: 'Okta',
  metadata_url: 'https://corp.okta.example/app/exk1/sso/saml/metadata',
  idp_entity_id: 'http://www.okta.com/exk1',
  idp_sso_url: 'https://corp.okta.example/app/exk1/sso/saml',
  idp_certificates: 1,
  groups_attribute: 'groups',
  allow_idp_initiated: false,
  allow_private_network: false,
  trust_email: false,
  sp_certificate: null,
  has_sp_private_key: false,
  sp_entity_id: 'https://tessera.corp.example/api/auth/saml/okta/metadata',
  acs_url: 'https://tessera.corp.example/api/auth/saml/okta/acs',
  role_map: { translators: 'user' },
  source: 'database',
};

it('adds a SAML identity provider from its metadata URL, with its groups attribute and role map', async () => {
  const user = renderSection();
  const form = await screen.findByRole('form', { name: 'Sign-in provider' });
  await user.selectOptions(within(form).getByLabelText('Protocol'), 'saml');
  expect(within(form).queryByLabelText('Client ID')).toBeNull();
  await user.type(within(form).getByLabelText('Short name (in its URLs)'), 'okta');
  await user.type(within(form).getByLabelText('Button label'), 'Okta');
  await user.type(within(form).getByLabelText('Metadata URL'), OKTA.metadata_url!);
  const attribute = within(form).getByLabelText('Groups attribute');
  await user.clear(attribute);
  await user.type(attribute, 'memberOf');
  const map = within(form).getByLabelText('Groups to roles (JSON)');
  await user.clear(map);
  await user.type(map, '{{"translators": "user"}');
  await user.click(within(form).getByRole('button', { name: 'Save provider' }));
  expect((await screen.findByRole('status')).textContent).toBe('Saved: Okta is on the sign-in page.');
  expect(sent.map((s) => s.body)).toEqual([
    {
      protocol: 'saml',
      name: 'Okta',
      metadata_url: OKTA.metadata_url,
      groups_attribute: 'memberOf',
      allow_idp_initiated: false,
      allow_private_network: false,
      trust_email: false,
      sp_certificate: null,
      role_map: { translators: 'user' },
    },
  ]);
});

it("lets an admin allow a metadata URL on the company's network and trust the provider's e-mail, and shows both when editing", async () => {
  providers = [OKTA];
  const user = renderSection();
  const list = await screen.findByRole('list', { name: 'Sign-in providers' });
  await user.click(within(list).getByRole('button', { name: 'Edit Okta' }));
  const form = screen.getByRole('form', { name: 'Sign-in provider' });
  const privateNetwork = within(form).getByRole('checkbox', { name: /allow private addresses/ });
  const trustEmail = within(form).getByRole('checkbox', { name: /Trust the identity provider's e-mail/ });
  expect([(privateNetwork as HTMLInputElement).checked, (trustEmail as HTMLInputElement).checked]).toEqual([
    false,
    false,
  ]);
  await user.click(privateNetwork);
  await user.click(trustEmail);
  await user.click(within(form).getByRole('button', { name: 'Save provider' }));
  await screen.findByRole('status');
  expect(sent.map((s) => s.body)).toEqual([
    expect.objectContaining({ protocol: 'saml', allow_private_network: true, trust_email: true }),
  ]);
});

it("keeps Tessera's key for a SAML provider when it is changed: the certificate is sent back, a key only when pasted", async () => {
  const certificate = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
  providers = [{ ...OKTA, sp_certificate: certificate, has_sp_private_key: true }];
  const user = renderSection();
  const list = await screen.findByRole('list', { name: 'Sign-in providers' });
  await user.click(within(list).getByRole('button', { name: 'Edit Okta' }));
  const form = screen.getByRole('form', { name: 'Sign-in provider' });
  expect((within(form).getByLabelText(/Tessera's certificate/) as HTMLTextAreaElement).value).toBe(certificate);
  const key = within(form).getByLabelText(/Tessera's private key/) as HTMLTextAreaElement;
  expect(key.value).toBe('');
  expect(within(form).getByText('Left empty, the stored key is kept. It is never shown again.')).toBeTruthy();
  await user.click(within(form).getByRole('button', { name: 'Save provider' }));
  await screen.findByRole('status');
  expect(sent[0]!.body).toMatchObject({ sp_certificate: certificate });
  expect(sent[0]!.body).not.toHaveProperty('sp_private_key');
  await user.click(key);
  await user.paste('-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----');
  await user.click(within(form).getByRole('button', { name: 'Save provider' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]!.body).toMatchObject({
    sp_certificate: certificate,
    sp_private_key: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----',
  });
});

it('sends pasted metadata XML instead of a URL when the admin pastes it', async () => {
  const user = renderSection();
  const form = await screen.findByRole('form', { name: 'Sign-in provider' });
  await user.selectOptions(within(form).getByLabelText('Protocol'), 'saml');
  await user.selectOptions(within(form).getByLabelText('Identity provider metadata'), 'xml');
  expect(within(form).queryByLabelText('Metadata URL')).toBeNull();
  await user.type(within(form).getByLabelText('Short name (in its URLs)'), 'adfs');
  await user.type(within(form).getByLabelText('Button label'), 'AD FS');
  await user.click(within(form).getByLabelText('Metadata XML'));
  await user.paste('<EntityDescriptor entityID="http://adfs.corp.example/adfs/services/trust"/>');
  await user.click(within(form).getByRole('checkbox', { name: /IdP-initiated/ }));
  await user.click(within(form).getByRole('button', { name: 'Save provider' }));
  await screen.findByRole('status');
  expect(sent.map((s) => s.body)).toEqual([
    expect.objectContaining({
      protocol: 'saml',
      metadata_xml: '<EntityDescriptor entityID="http://adfs.corp.example/adfs/services/trust"/>',
      allow_idp_initiated: true,
    }),
  ]);
  expect(sent[0]!.body).not.toHaveProperty('metadata_url');
});

it("shows a SAML provider's entity ID and ACS URL to give the identity provider", async () => {
  providers = [OKTA];
  renderSection();
  const list = await screen.findByRole('list', { name: 'Sign-in providers' });
  expect(list.textContent).toContain('SAML identity provider http://www.okta.com/exk1');
  expect(list.textContent).toContain('1 signing certificate');
  expect(within(list).getByText(OKTA.sp_entity_id)).toBeTruthy();
  expect(within(list).getByText(OKTA.acs_url)).toBeTruthy();
});

it('changes a SAML provider of pasted metadata without pasting it again: the stored metadata is kept', async () => {
  providers = [{ ...OKTA, metadata_url: null }];
  const user = renderSection();
  const list = await screen.findByRole('list', { name: 'Sign-in providers' });
  await user.click(within(list).getByRole('button', { name: 'Edit Okta' }));
  const form = screen.getByRole('form', { name: 'Sign-in provider' });
  expect((within(form).getByLabelText('Metadata XML') as HTMLTextAreaElement).value).toBe('');
  const label = within(form).getByLabelText('Button label');
  await user.clear(label);
  await user.type(label, 'Okta (corp)');
  await user.click(within(form).getByRole('button', { name: 'Save provider' }));
  await screen.findByRole('status');
  expect(sent.map((s) => s.body)).toEqual([
    {
      protocol: 'saml',
      name: 'Okta (corp)',
      groups_attribute: 'groups',
      allow_idp_initiated: false,
      allow_private_network: false,
      trust_email: false,
      sp_certificate: null,
      role_map: { translators: 'user' },
    },
  ]);
});
