import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** AES-256-GCM: a 12-byte nonce and a 16-byte tag around each value, so a changed ciphertext fails to open. */
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Stored values start so, naming the scheme: a later scheme can be told apart and the old one still read. */
const PREFIX = 'v1:';

/** Why secrets cannot be stored or read: the key is missing or malformed; the message says what to set. */
export class SecretsKeyError extends Error {
  override name = 'SecretsKeyError';
}

/** Seals and opens secrets (repository tokens, keys, webhook secrets, client secrets of sign-in providers) with one key. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new SecretsKeyError(`The secrets key must be ${KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, nonce);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64');
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new SecretsKeyError('A stored secret is in an unknown form');
      const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretsKeyError(
          'A stored secret cannot be opened with this secrets key: SECRETS_KEY (or the key file) changed since it was saved. ' +
            'Restore the earlier key, or enter the secret again (connect the repository again, save the sign-in provider again) to store it anew.',
        );
      }
    },
  };
}

/** SECRETS_KEY as given: 64 hexadecimal digits or the base64 of 32 bytes (`openssl rand -base64 32`). */
export function parseSecretsKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES)
    throw new SecretsKeyError(
      'SECRETS_KEY must be 32 random bytes, as 64 hexadecimal digits or base64 (`openssl rand -base64 32`)',
    );
  return key;
}

export const SECRETS_KEY_FILE = 'secrets.key';

/**
 * The key secrets are sealed with: SECRETS_KEY when set; on the embedded database a key file in the data folder,
 * created (readable by its owner only) the first time it is needed. Server processes sharing a PostgreSQL
 * database must share the key, which a file on one machine cannot promise, so there SECRETS_KEY is required.
 */
export async function loadSecretsKey(settings: {
  secretsKey?: string | undefined;
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<Buffer> {
  if (settings.secretsKey) return parseSecretsKey(settings.secretsKey);
  if (settings.databaseUrl)
    throw new SecretsKeyError(
      'Set SECRETS_KEY (32 random bytes: `openssl rand -base64 32`) to store secrets (repository credentials, client secrets of sign-in providers): every server ' +
        'process sharing the PostgreSQL database needs the same key, so it cannot be a file of one machine',
    );
  const file = join(settings.dataDir, SECRETS_KEY_FILE);
  try {
    return parseSecretsKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(file), { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx': a key another start wrote a moment ago is kept, never overwritten.
    await writeFile(file, key.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseSecretsKey(await readFile(file, 'utf8'));
  }
}
