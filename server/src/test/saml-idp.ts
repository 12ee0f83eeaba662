/**
 * A real SAML 2.0 identity provider for tests: `samlify` on a loopback port, serving its metadata and answering the
 * AuthnRequests a service provider sends it (HTTP-Redirect binding) with a signed Response whose assertion is
 * signed, as an auto-posting form (HTTP-POST binding). Tests say whom it signs in next, with which groups, and how
 * the answer should be wrong (another key, no signature, another audience, expired, another InResponseTo). It may
 * require signed AuthnRequests and encrypt its assertions for the service provider's certificate, as its metadata
 * names it.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as samlify from 'samlify';

// samlify asks for an XML schema validator before it reads a message; the AuthnRequests this identity provider reads
// are Tessera's own, which the tests do not mean to check against the schema.
samlify.setSchemaValidator({ validate: () => Promise.resolve('not checked against the schema in tests') });

export interface SamlPerson {
  nameId: string;
  email?: string;
  name?: string;
  groups?: string[];
}

/** How the next answer should be wrong. */
export interface AnswerTweaks {
  /** Signed with a key the service provider was not given. */
  otherKey?: boolean;
  /** Not signed at all. */
  unsigned?: boolean;
  audience?: string;
  /** The assertion's end (and its subject confirmation's). */
  notOnOrAfter?: Date;
  inResponseTo?: string;
}

export interface SamlAnswer {
  /** Where the form posts (the service provider's ACS URL). */
  action: string;
  SAMLResponse: string;
  RelayState?: string;
}

export interface TestSamlIdp {
  /** Its metadata URL. */
  metadataUrl: string;
  metadataXml: string;
  /** The service provider it answers, from that one's metadata. */
  trust(spMetadataXml: string): void;
  /** Follows the service provider's redirect here as `person` would, signing in: the form the browser would post. */
  signIn(authnRequestUrl: string, person: SamlPerson, tweaks?: AnswerTweaks): Promise<SamlAnswer>;
  /** An answer nobody asked for (IdP-initiated), to the trusted service provider's ACS. */
  unsolicited(person: SamlPerson, relayState?: string): Promise<SamlAnswer>;
  /** The NameIDs the service provider's LogoutRequests signed out here (single logout), in order. */
  signedOut: string[];
  /**
   * A LogoutRequest of the identity provider's own (IdP-initiated single logout), signed: the service provider's
   * single logout URL the browser is sent to.
   */
  logoutRequestFor(nameId: string, sessionIndex?: string): string;
  close(): Promise<void>;
}

export interface SamlIdpOptions {
  /** Refuse an AuthnRequest without a valid signature of the service provider's signing certificate. */
  wantSignedRequests?: boolean;
  /** Encrypt each assertion for the service provider's encryption certificate. */
  encryptAssertions?: boolean;
}

const ATTRIBUTES = 'ATTRIBUTE_STATEMENT_OF_THE_PERSON';
const REDIRECT = samlify.Constants.namespace.binding.redirect;

/** An RSA key and its self-signed certificate, made by openssl (samlify signs with RSA-SHA256). */
export function keyPair(): { key: string; cert: string } {
  const folder = mkdtempSync(join(tmpdir(), 'saml-idp-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=saml-test-idp',
      '-keyout',
      'key.pem',
      '-out',
      'cert.pem',
    ],
    { cwd: folder, stdio: 'ignore' },
  );
  const pair = {
    key: readFileSync(join(folder, 'key.pem'), 'utf8'),
    cert: readFileSync(join(folder, 'cert.pem'), 'utf8'),
  };
  rmSync(folder, { recursive: true, force: true });
  return pair;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attributeStatement(person: SamlPerson): string {
  const attribute = (name: string, values: string[]) =>
    `<saml:Attribute Name="${name}">${values
      .map((value) => `<saml:AttributeValue xsi:type="xs:string">${escape(value)}</saml:AttributeValue>`)
      .join('')}</saml:Attribute>`;
  const attributes = [
    person.email ? attribute('email', [person.email]) : '',
    person.name ? attribute('displayName', [person.name]) : '',
    person.groups?.length ? attribute('groups', person.groups) : '',
  ].join('');
  return attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '';
}

/**
 * The signed part of an HTTP-Redirect binding's query, as sent (still URL-encoded): SAMLRequest, RelayState and
 * SigAlg in that order (SAML bindings §3.4.4.1).
 */
function signedOctets(search: string): string {
  const parts = search.replace(/^\?/, '').split('&');
  return ['SAMLRequest', 'RelayState', 'SigAlg']
    .map((name) => parts.find((part) => part.startsWith(`${name}=`)))
    .filter((part) => part !== undefined)
    .join('&');
}

export async function startSamlIdp(options: SamlIdpOptions = {}): Promise<TestSamlIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = {
    entityID: `${base}/metadata`,
    singleSignOnService: [{ Binding: REDIRECT, Location: `${base}/sso` }],
    singleLogoutService: [{ Binding: REDIRECT, Location: `${base}/slo` }],
    nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified'],
    wantAuthnRequestsSigned: options.wantSignedRequests ?? false,
    isAssertionEncrypted: options.encryptAssertions ?? false,
  };
  const own = keyPair();
  const idp = samlify.IdentityProvider({ ...settings, privateKey: own.key, signingCert: own.cert });
  // The same entity id and endpoints, another key: what an impostor would sign with.
  const other = keyPair();
  const impostor = samlify.IdentityProvider({ ...settings, privateKey: other.key, signingCert: other.cert });
  let sp: samlify.ServiceProviderInstance | undefined;
  /** The trusted service provider's entity id and ACS URL, as its metadata names them. */
  let spEntityId = '';
  let spAcs = '';
  let next: { person: SamlPerson; tweaks: AnswerTweaks } | undefined;
  const signedOut: string[] = [];

  /** The Response for `person`, as asked by the AuthnRequest of id `requestId` (none: unsolicited). */
  async function answer(person: SamlPerson, requestId: string, tweaks: AnswerTweaks, relayState?: string) {
    if (!sp) throw new Error('trust() the service provider first');
    const now = new Date();
    const end = (tweaks.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
    const acs = spAcs;
    const values = {
      ID: `_${randomBytes(16).toString('hex')}`,
      AssertionID: `_${randomBytes(16).toString('hex')}`,
      Destination: acs,
      Audience: tweaks.audience ?? spEntityId,
      SubjectRecipient: acs,
      Issuer: settings.entityID,
      IssueInstant: now.toISOString(),
      StatusCode: samlify.Constants.StatusCode.Success,
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: end,
      SubjectConfirmationDataNotOnOrAfter: end,
      NameIDFormat: settings.nameIDFormat[0],
      NameID: person.nameId,
      InResponseTo: tweaks.inResponseTo ?? requestId,
      AuthnStatement: '',
      // Filled in after the others: samlify escapes the values it replaces, and this one is XML.
      AttributeStatement: ATTRIBUTES,
    };
    const fill = (template: string) =>
      samlify.SamlLib.replaceTagsByValue(template, values).replace(ATTRIBUTES, attributeStatement(person));
    if (tweaks.unsigned) {
      const xml = fill(samlify.SamlLib.defaultLoginResponseTemplate.context);
      return { action: acs, SAMLResponse: Buffer.from(xml).toString('base64'), RelayState: relayState };
    }
    const signer = tweaks.otherKey ? impostor : idp;
    const response = await signer.createLoginResponse(
      sp,
      { extract: { request: { id: requestId } } },
      'post',
      {},
      {
        customTagReplacement: (template: string) => ({
          id: values.ID,
          context: fill(template),
        }),
        relayState,
      },
    );
    return { action: acs, SAMLResponse: response.context, RelayState: relayState };
  }

  server.on('request', (request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', base);
      if (url.pathname === '/metadata') {
        response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idp.getMetadata());
        return;
      }
      if (url.pathname === '/sso' && next && sp) {
        const { person, tweaks } = next;
        next = undefined;
        const query = Object.fromEntries(url.searchParams);
        const parsed = await idp.parseLoginRequest(sp, 'redirect', { query, octetString: signedOctets(url.search) });
        const form = await answer(person, String(parsed.extract.request?.id), tweaks, query.RelayState);
        const hidden = (name: string, value: string | undefined) =>
          value === undefined ? '' : `<input type="hidden" name="${name}" value="${escape(value)}">`;
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            `<form method="post" action="${escape(form.action)}">${hidden('SAMLResponse', form.SAMLResponse)}${hidden('RelayState', form.RelayState)}</form>`,
          );
        return;
      }
      if (url.pathname === '/slo' && sp) {
        const query = Object.fromEntries(url.searchParams);
        const parsed = await idp.parseLogoutRequest(sp, 'redirect', { query, octetString: signedOctets(url.search) });
        signedOut.push(String(parsed.extract.nameID));
        const answer = idp.createLogoutResponse(sp, { extract: parsed.extract }, 'redirect', query.RelayState ?? '');
        response.writeHead(302, { location: answer.context }).end();
        return;
      }
      response.writeHead(404).end();
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });

  const field = (html: string, name: string) => {
    const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
    return value
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  };

  return {
    metadataUrl: settings.entityID,
    metadataXml: idp.getMetadata(),
    trust(spMetadataXml) {
      // Its own logout messages are signed: a service provider should refuse unsigned ones.
      sp = samlify.ServiceProvider({
        metadata: spMetadataXml,
        wantLogoutRequestSigned: true,
        wantLogoutResponseSigned: true,
      });
      spEntityId = /entityID="([^"]+)"/.exec(spMetadataXml)![1]!;
      spAcs = /AssertionConsumerService[^>]*Location="([^"]+)"/.exec(spMetadataXml)![1]!;
    },
    async signIn(authnRequestUrl, person, tweaks = {}) {
      next = { person, tweaks };
      const page = await fetch(authnRequestUrl);
      const html = await page.text();
      if (!page.ok || !html.startsWith('<form'))
        throw new Error(`the identity provider answered ${page.status}: ${html}`);
      return {
        action: new RegExp('action="([^"]*)"').exec(html)![1]!.replace(/&amp;/g, '&'),
        SAMLResponse: field(html, 'SAMLResponse')!,
        RelayState: field(html, 'RelayState'),
      };
    },
    unsolicited(person, relayState) {
      return answer(person, '', {}, relayState);
    },
    signedOut,
    logoutRequestFor(nameId, sessionIndex) {
      if (!sp) throw new Error('trust() the service provider first');
      return idp.createLogoutRequest(sp, 'redirect', {
        logoutNameID: nameId,
        ...(sessionIndex ? { sessionIndex } : {}),
      }).context;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
