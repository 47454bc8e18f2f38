/** Injection tokens for the ports; the composition root binds adapters to them. */
export const TOKENS = {
  Clock: Symbol.for('Clock'),
  ProductRepository: Symbol.for('ProductRepository'),
  BrandRepository: Symbol.for('BrandRepository'),
  CategoryRepository: Symbol.for('CategoryRepository'),
  FileStorage: Symbol.for('FileStorage'),
  AccountRepository: Symbol.for('AccountRepository'),
  OneTimeCodeRepository: Symbol.for('OneTimeCodeRepository'),
  SessionRepository: Symbol.for('SessionRepository'),
  SignInAttemptLog: Symbol.for('SignInAttemptLog'),
  PasswordHasher: Symbol.for('PasswordHasher'),
  SecretGenerator: Symbol.for('SecretGenerator'),
  AccountLocks: Symbol.for('AccountLocks'),
  Mailer: Symbol.for('Mailer'),
} as const;
