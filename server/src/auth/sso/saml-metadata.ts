import { X509Certificate } from 'node:crypto';
import { SaxesParser, type SaxesTagNS } from 'saxes';

/** What Tessera needs of a SAML identity provider, read from its metadata. */
export interface IdpMetadata {
  entityId: string;
  /** Where AuthnRequests go (the HTTP-Redirect binding's SingleSignOnService). */
  ssoUrl: string;
  /** The certificates its assertions may be signed with, PEM. */
  certificates: string[];
}

/** Metadata that cannot be used, in words for the admin. */
export class MetadataError extends Error {
  override name = 'MetadataError';
}

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

const pem = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;

/**
 * The identity provider's entity id, sign-in URL and signing certificates. A document type declaration is refused
 * (saxes expands no entity of its own, and metadata never needs one), so no entity is expanded or fetched.
 */
export function readIdpMetadata(xml: string): IdpMetadata {
  const parser = new SaxesParser({ xmlns: true });
  const stack: SaxesTagNS[] = [];
  let entityId: string | undefined;
  let inIdp = false;
  let idpEntityId: string | undefined;
  let ssoUrl: string | undefined;
  let signingKey = false;
  let certificateText: string | undefined;
  const certificates: string[] = [];
  parser.on('doctype', () => {
    throw new MetadataError('The metadata declares a document type: refused, metadata never needs one');
  });
  parser.on('opentag', (tag) => {
    stack.push(tag);
    const attribute = (name: string) => tag.attributes[name]?.value;
    if (tag.uri === MD && tag.local === 'EntityDescriptor') entityId = attribute('entityID');
    if (tag.uri === MD && tag.local === 'IDPSSODescriptor' && idpEntityId === undefined) {
      inIdp = true;
      idpEntityId = entityId;
    }
    if (!inIdp) return;
    if (tag.uri === MD && tag.local === 'SingleSignOnService' && attribute('Binding') === REDIRECT_BINDING)
      ssoUrl ??= attribute('Location');
    // A key without `use` is for signing and encryption both.
    if (tag.uri === MD && tag.local === 'KeyDescriptor') signingKey = (attribute('use') ?? 'signing') === 'signing';
    if (tag.uri === DS && tag.local === 'X509Certificate' && signingKey) certificateText = '';
  });
  parser.on('text', (text) => {
    if (certificateText !== undefined) certificateText += text;
  });
  parser.on('closetag', (tag) => {
    stack.pop();
    if (tag.uri === DS && tag.local === 'X509Certificate' && certificateText !== undefined) {
      certificates.push(certificateText.replace(/\s+/g, ''));
      certificateText = undefined;
    }
    if (tag.uri === MD && tag.local === 'KeyDescriptor') signingKey = false;
    if (tag.uri === MD && tag.local === 'IDPSSODescriptor') inIdp = false;
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof MetadataError) throw error;
    throw new MetadataError(`The metadata is not XML that can be read: ${(error as Error).message}`);
  }
  if (!idpEntityId) throw new MetadataError('The metadata describes no identity provider (IDPSSODescriptor)');
  if (!ssoUrl || !/^https?:\/\//i.test(ssoUrl))
    throw new MetadataError('The metadata names no single sign-on URL with the HTTP-Redirect binding');
  const unique = [...new Set(certificates)].filter(Boolean);
  if (unique.length === 0) throw new MetadataError('The metadata names no signing certificate');
  const pems = unique.map((base64) => {
    const block = pem(base64);
    try {
      new X509Certificate(block);
    } catch {
      throw new MetadataError('The metadata holds a signing certificate that cannot be read');
    }
    return block;
  });
  return { entityId: idpEntityId, ssoUrl, certificates: pems };
}

const METADATA_MAX_BYTES = 500_000;

/** The metadata at `url`, within 10 seconds and half a megabyte. */
export async function fetchMetadata(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'follow' });
  } catch (error) {
    throw new MetadataError(`The metadata could not be fetched from ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new MetadataError(`The metadata could not be fetched from ${url}: HTTP ${response.status}`);
  const text = await response.text();
  if (text.length > METADATA_MAX_BYTES) throw new MetadataError('The metadata is larger than half a megabyte');
  return text;
}
