import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SecretGenerator } from '../../application/ports/identity';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#$%*+-=?@';
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export class CryptoSecretGenerator implements SecretGenerator {
  /** 256 bits of randomness. */
  token(): string {
    return randomBytes(32).toString('base64url');
  }

  /** RFC 4648 base32 in lower case: 20 random bytes, 32 characters, no padding. */
  identifier(): string {
    const bytes = randomBytes(20);
    let bits = 0;
    let value = 0;
    let out = '';
    for (const byte of bytes) {
      value = (value << 8) | byte;
      bits += 8;
      while (bits >= 5) {
        out += BASE32[(value >>> (bits - 5)) & 31];
        bits -= 5;
      }
    }
    return out;
  }

  numericCode(digits: number): string {
    return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
  }

  /** 16 characters with every class the policy asks for, in random order. */
  temporaryPassword(): string {
    const pick = (set: string) => set[randomInt(0, set.length)] as string;
    const all = LOWER + UPPER + DIGITS + SYMBOLS;
    const chars = [
      pick(LOWER),
      pick(UPPER),
      pick(DIGITS),
      pick(SYMBOLS),
      ...Array.from({ length: 12 }, () => pick(all)),
    ];
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(0, i + 1);
      [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
    }
    return chars.join('');
  }

  digest(secret: string): string {
    return createHash('sha256').update(secret, 'utf8').digest('hex');
  }

  sameDigest(a: string, b: string): boolean {
    const left = Buffer.from(a, 'hex');
    const right = Buffer.from(b, 'hex');
    return left.length === right.length && timingSafeEqual(left, right);
  }
}
