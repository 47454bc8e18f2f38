import { Algorithm, hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../application/ports/identity';

/** argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1). */
export const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export class Argon2PasswordHasher implements PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash never matches.
      return false;
    }
  }

  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= hash('dummy-password-for-timing', ARGON2_OPTIONS);
    await verify(await this.dummyHash, password);
    return false;
  }
}
