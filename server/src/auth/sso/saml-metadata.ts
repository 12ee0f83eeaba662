import { X509Certificate } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { isPrivateAddress, literalAddress, PrivateAddressError, publicOnlyLookup } from '../../outbound/address.ts';

/** What Tessera needs of a SAML identity provider, read from its metadata. */
export interface IdpMetadata {
  entityId: string;
  /** Where AuthnRequests go (the HTTP-Redirect binding's SingleSignOnService). */
  ssoUrl: string;
  /** Where LogoutRequests go (the HTTP-Redirect binding's SingleLogoutService); none: no single logout. */
  sloUrl?: string;
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
  let sloUrl: string | undefined;
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
    if (tag.uri === MD && tag.local === 'SingleLogoutService' && attribute('Binding') === REDIRECT_BINDING)
      sloUrl ??= attribute('Location');
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
  return {
    entityId: idpEntityId,
    ssoUrl,
    ...(sloUrl && /^https?:\/\//i.test(sloUrl) ? { sloUrl } : {}),
    certificates: pems,
  };
}

const METADATA_MAX_BYTES = 500_000;
const METADATA_TIMEOUT_MS = 10_000;

/**
 * Whether the server may reach a private network (this machine, a LAN, a cloud metadata service) for it: an
 * admin's opt-in for an identity provider on the company's network, always for the environment's (whoever sets it
 * runs the server), as for machine translation and webhooks.
 */
export interface MetadataReach {
  allowPrivateNetwork: boolean;
}

/**
 * The metadata at `url`, within 10 seconds and half a megabyte. Without `allowPrivateNetwork` the connection goes
 * only to public addresses (outbound/address.ts): a URL naming a private one is refused before connecting, a name
 * is checked on the addresses it resolves to as the connection is made. A redirect is not followed, so it cannot
 * lead there either.
 */
export async function fetchMetadata(url: string, reach: MetadataReach): Promise<string> {
  const where = new URL(url).origin;
  try {
    return await getMetadata(new URL(url), reach);
  } catch (error) {
    if (error instanceof MetadataError) throw error;
    if (error instanceof PrivateAddressError)
      throw new MetadataError(
        `The metadata was not fetched: ${where} is on a private network (${error.address}); allow private networks for this provider (allow_private_network) if it is the company's own`,
      );
    const name = (error as { name?: unknown }).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new MetadataError(`The metadata could not be fetched from ${url}: no answer within 10 s`);
    throw new MetadataError(`The metadata could not be fetched from ${url}: ${(error as Error).message}`);
  }
}

function getMetadata(url: URL, reach: MetadataReach): Promise<string> {
  return new Promise((resolve, reject) => {
    const literal = literalAddress(url);
    if (!reach.allowPrivateNetwork && literal && isPrivateAddress(literal)) {
      reject(new PrivateAddressError(literal));
      return;
    }
    const request = (url.protocol === 'https:' ? httpsGet : httpGet)(url, {
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
      signal: AbortSignal.timeout(METADATA_TIMEOUT_MS),
      ...(reach.allowPrivateNetwork ? {} : { lookup: publicOnlyLookup }),
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const refuse = (message: string) => {
        response.destroy();
        reject(new MetadataError(message));
      };
      if (status >= 300 && status < 400)
        return refuse(
          `The metadata could not be fetched from ${url.href}: it redirects to ${response.headers.location ?? 'another address'}; give that URL instead`,
        );
      if (status !== 200) return refuse(`The metadata could not be fetched from ${url.href}: HTTP ${status}`);
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > METADATA_MAX_BYTES) return refuse('The metadata is larger than half a megabyte');
        chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  });
}
