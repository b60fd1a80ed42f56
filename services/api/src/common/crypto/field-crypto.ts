import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function subKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `invest/${purpose}/v1`, 32));
}

/**
 * Field protection under FIELD_ENCRYPTION_KEY (32 bytes). Two keys are derived from it with HKDF, so
 * the encryption key and the lookup-hash key are never the same:
 * - `encrypt`/`decrypt`: AES-256-GCM, a random 96-bit IV per value, the context (e.g. `pan:<userId>`)
 *   bound as additional data so a ciphertext moved to another row does not decrypt;
 *   stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * - `lookupHash`: HMAC-SHA256, hex; equal inputs give equal hashes (uniqueness) but a leaked table cannot
 *   be reversed by enumerating the 10^11 possible Aadhaar numbers without the key.
 */
export class FieldCrypto {
  private readonly encryptionKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('FIELD_ENCRYPTION_KEY must be 32 bytes');
    this.encryptionKey = subKey(masterKey, 'field-encryption');
    this.hashKey = subKey(masterKey, 'lookup-hash');
  }

  encrypt(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** Throws when the value was altered, moved to another context or sealed under another key. */
  decrypt(sealed: string, context: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unknown ciphertext format');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  lookupHash(value: string, purpose: string): string {
    return createHmac('sha256', this.hashKey).update(`${purpose}:${value}`, 'utf8').digest('hex');
  }
}
