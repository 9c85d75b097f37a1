// Secrets kept at rest that the api must read back (an operator's authenticator seed): sealed with AES-256-GCM (the
// platform's node:crypto) under a key from the environment, OPERATOR_SECRET_KEY (32 bytes, base64). Rotation: start
// with the new key in OPERATOR_SECRET_KEY and the old one in OPERATOR_SECRET_KEY_OLD; a value sealed with the old key
// (or stored before sealing existed) still opens, and is sealed again with the new key at its next use
// (docs/operations.md). Outside production, without a key, a fixed development key is used.
import crypto from 'node:crypto';

const VERSION = 'v1';

/** The development key: never production's (the api refuses to start there without OPERATOR_SECRET_KEY). */
export const DEV_SECRET_KEY = crypto.createHash('sha256').update('betbazar development secret key').digest();

export interface SecretBox {
  seal(plain: string): string;
  /** The plain value, and whether it should be sealed again (another key, or not sealed at all). */
  open(stored: string): { plain: string; stale: boolean };
}

const idOf = (key: Buffer) => crypto.createHash('sha256').update(key).digest('hex').slice(0, 8);

/** Reads a base64 key of 32 bytes, or throws saying which variable is wrong. */
export function keyFrom(name: string, value: string | undefined): Buffer | null {
  if (!value) return null;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes in base64 (openssl rand -base64 32).`);
  return key;
}

export function secretBox(current: Buffer, old: Buffer | null = null): SecretBox {
  const keys = new Map([[idOf(current), current], ...(old ? ([[idOf(old), old]] as const) : [])]);
  const currentId = idOf(current);
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, currentId, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
    },
    open(stored) {
      const [version, id, iv, tag, body] = stored.split('.');
      // stored before sealing existed: the plain value, to be sealed at its next use
      if (version !== VERSION || body === undefined) return { plain: stored, stale: true };
      const key = keys.get(id);
      if (!key) throw new Error('A secret was sealed with a key this process does not have (OPERATOR_SECRET_KEY_OLD?).');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
      return { plain, stale: id !== currentId };
    },
  };
}
