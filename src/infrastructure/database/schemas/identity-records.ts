import { EntitySchema } from 'typeorm';

export interface AccountRecord {
  id: string;
  email: string;
  passwordHash: string;
  name: string;
  phone: string | null;
  role: 'user' | 'admin';
  confirmedAt: Date | null;
  mustChangePassword: boolean;
  temporaryPasswordExpiresAt: Date | null;
  signUpAttemptHash: string | null;
  signUpAttemptAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SessionRecord {
  id: string;
  accountId: string;
  tokenDigest: string;
  kind: 'session' | 'password-challenge';
  createdAt: Date;
  lastSeenAt: Date;
}

export interface OneTimeCodeRecord {
  id: string;
  accountId: string;
  purpose: 'confirm-sign-up' | 'reset-password';
  codeDigest: string;
  issuedAt: Date;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
  retired: boolean;
  passwordHash: string | null;
}

export interface SignInFailureRecord {
  id: string;
  email: string;
  ip: string;
  at: Date;
}

export interface MailRequestRecord {
  id: string;
  ip: string;
  at: Date;
}

export const AccountSchema = new EntitySchema<AccountRecord>({
  name: 'Account',
  tableName: 'accounts',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    email: { type: 'text' },
    passwordHash: { type: 'text', name: 'password_hash' },
    name: { type: 'text', default: '' },
    phone: { type: 'text', nullable: true },
    role: { type: 'text', default: 'user' },
    confirmedAt: { type: 'timestamptz', name: 'confirmed_at', nullable: true },
    mustChangePassword: { type: 'boolean', name: 'must_change_password', default: false },
    temporaryPasswordExpiresAt: { type: 'timestamptz', name: 'temporary_password_expires_at', nullable: true },
    signUpAttemptHash: { type: 'text', name: 'sign_up_attempt_hash', nullable: true },
    signUpAttemptAt: { type: 'timestamptz', name: 'sign_up_attempt_at', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});

export const SessionSchema = new EntitySchema<SessionRecord>({
  name: 'Session',
  tableName: 'sessions',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    accountId: { type: 'uuid', name: 'account_id' },
    tokenDigest: { type: 'text', name: 'token_digest' },
    kind: { type: 'text' },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    lastSeenAt: { type: 'timestamptz', name: 'last_seen_at' },
  },
});

export const OneTimeCodeSchema = new EntitySchema<OneTimeCodeRecord>({
  name: 'OneTimeCode',
  tableName: 'one_time_codes',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    accountId: { type: 'uuid', name: 'account_id' },
    purpose: { type: 'text' },
    codeDigest: { type: 'text', name: 'code_digest' },
    issuedAt: { type: 'timestamptz', name: 'issued_at' },
    expiresAt: { type: 'timestamptz', name: 'expires_at' },
    attempts: { type: 'integer', default: 0 },
    consumedAt: { type: 'timestamptz', name: 'consumed_at', nullable: true },
    retired: { type: 'boolean', default: false },
    passwordHash: { type: 'text', name: 'password_hash', nullable: true },
  },
});

export const SignInFailureSchema = new EntitySchema<SignInFailureRecord>({
  name: 'SignInFailure',
  tableName: 'sign_in_failures',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    email: { type: 'text' },
    ip: { type: 'text' },
    at: { type: 'timestamptz' },
  },
});

export const MailRequestSchema = new EntitySchema<MailRequestRecord>({
  name: 'MailRequest',
  tableName: 'mail_requests',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    ip: { type: 'text' },
    at: { type: 'timestamptz' },
  },
});

export const identitySchemas = [
  AccountSchema,
  SessionSchema,
  OneTimeCodeSchema,
  SignInFailureSchema,
  MailRequestSchema,
];
