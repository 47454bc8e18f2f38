import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SecretGenerator } from '../../application/ports/identity';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#$%*+-=?@';

export class CryptoSecretGenerator implements SecretGenerator {
  /** 256 bits of randomness. */
  token(): string {
    return randomBytes(32).toString('base64url');
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
