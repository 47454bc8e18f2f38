import type { Account } from '../../domain/identity/account';
import type { CodePurpose } from '../../domain/identity/one-time-code';
import type { RecentFailures } from '../../domain/identity/sign-in-throttle';
import type { IdentityServices } from '../identity/identity-services';
import type {
  AccountChanges,
  AccountRepository,
  MailMessage,
  MailRequestLog,
  NewAccount,
  OneTimeCodeRepository,
  SessionKind,
  SessionRepository,
  SignInAttemptLog,
  StoredCode,
  StoredSession,
} from '../ports/identity';

/*
 * In-memory implementations of the identity ports for use-case unit tests.
 * They keep the ports' contracts (digests only, one active code per purpose),
 * nothing more; the TypeORM adapters are tested against PostgreSQL.
 */

export class InMemoryAccounts implements AccountRepository {
  readonly rows = new Map<string, Account>();
  private next = 1;

  async findByEmail(email: string): Promise<Account | null> {
    return [...this.rows.values()].find((a) => a.email === email) ?? null;
  }
  async findById(id: string): Promise<Account | null> {
    return this.rows.get(id) ?? null;
  }
  async create(account: NewAccount): Promise<Account> {
    const now = new Date();
    const created: Account = { id: `acc-${this.next++}`, phone: null, createdAt: now, updatedAt: now, ...account };
    this.rows.set(created.id, created);
    return created;
  }
  async update(id: string, changes: AccountChanges): Promise<Account> {
    const current = this.rows.get(id);
    if (!current) throw new Error(`no account ${id}`);
    const updated = { ...current, ...changes };
    this.rows.set(id, updated);
    return updated;
  }
  async hasAdmin(): Promise<boolean> {
    return [...this.rows.values()].some((a) => a.role === 'admin');
  }
}

interface CodeRow extends StoredCode {
  accountId: string;
  purpose: CodePurpose;
  issuedAt: Date;
  retired: boolean;
}

export class InMemoryCodes implements OneTimeCodeRepository {
  readonly rows: CodeRow[] = [];

  async issue(accountId: string, purpose: CodePurpose, codeDigest: string, issuedAt: Date, expiresAt: Date) {
    for (const row of this.rows) if (row.accountId === accountId && row.purpose === purpose) row.retired = true;
    this.rows.push({
      id: `code-${this.rows.length + 1}`,
      accountId,
      purpose,
      codeDigest,
      issuedAt,
      expiresAt,
      attempts: 0,
      consumedAt: null,
      retired: false,
    });
  }
  async countIssuedSince(accountId: string, purpose: CodePurpose, since: Date) {
    return this.rows.filter((r) => r.accountId === accountId && r.purpose === purpose && r.issuedAt >= since).length;
  }
  async findActive(accountId: string, purpose: CodePurpose) {
    return this.rows.find((r) => r.accountId === accountId && r.purpose === purpose && !r.retired) ?? null;
  }
  async recordFailedAttempt(codeId: string) {
    const row = this.rows.find((r) => r.id === codeId);
    if (row) (row as { attempts: number }).attempts += 1;
  }
  async consume(codeId: string, at: Date) {
    const row = this.rows.find((r) => r.id === codeId);
    if (row) (row as { consumedAt: Date | null }).consumedAt = at;
  }
}

export class InMemorySessions implements SessionRepository {
  readonly rows: (StoredSession & { tokenDigest: string })[] = [];

  async create(session: { accountId: string; tokenDigest: string; kind: SessionKind; createdAt: Date }) {
    this.rows.push({
      id: `s-${this.rows.length + 1}-${session.tokenDigest.slice(0, 6)}`,
      lastSeenAt: session.createdAt,
      ...session,
    });
  }
  async findByTokenDigest(tokenDigest: string) {
    return this.rows.find((s) => s.tokenDigest === tokenDigest) ?? null;
  }
  async touch(id: string, at: Date) {
    const row = this.rows.find((s) => s.id === id);
    if (row) (row as { lastSeenAt: Date }).lastSeenAt = at;
  }
  async delete(id: string) {
    const index = this.rows.findIndex((s) => s.id === id);
    if (index >= 0) this.rows.splice(index, 1);
  }
  async deleteAllForAccount(accountId: string) {
    const before = this.rows.length;
    for (let i = this.rows.length - 1; i >= 0; i--) if (this.rows[i]?.accountId === accountId) this.rows.splice(i, 1);
    return before - this.rows.length;
  }
}

export class InMemoryAttempts implements SignInAttemptLog {
  readonly failures: { email: string; ip: string; at: Date }[] = [];
  async recentFailures(email: string, ip: string, since: Date): Promise<RecentFailures> {
    const recent = this.failures.filter((f) => f.at > since);
    return {
      account: recent.filter((f) => f.email === email).map((f) => f.at),
      ip: recent.filter((f) => f.ip === ip).map((f) => f.at),
    };
  }
  async recordFailure(email: string, ip: string, at: Date) {
    this.failures.push({ email, ip, at });
  }
}

export class InMemoryMailRequests implements MailRequestLog {
  readonly requests: { ip: string; at: Date }[] = [];
  async recentFromIp(ip: string, since: Date): Promise<Date[]> {
    return this.requests.filter((r) => r.ip === ip && r.at > since).map((r) => r.at);
  }
  async record(ip: string, at: Date) {
    this.requests.push({ ip, at });
  }
}

/** A controllable clock for tests. */
export class TestClock {
  constructor(public current: Date) {}
  now = () => this.current;
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export function inMemoryIdentity(now = new Date('2026-11-22T15:00:00Z')) {
  const outbox: MailMessage[] = [];
  let counter = 0;
  const clock = new TestClock(now);
  const services = {
    accounts: new InMemoryAccounts(),
    codes: new InMemoryCodes(),
    sessions: new InMemorySessions(),
    attempts: new InMemoryAttempts(),
    mailRequests: new InMemoryMailRequests(),
    // Reversible "hashes" keep the tests readable; the argon2 adapter has its own tests.
    hasher: {
      hash: async (password: string) => `hashed:${password}`,
      verify: async (hash: string, password: string) => hash === `hashed:${password}`,
      verifyAgainstDummy: async () => false as const,
    },
    secrets: {
      token: () => `token-${++counter}`,
      numericCode: (digits: number) => String(100000 + ++counter).slice(-digits),
      temporaryPassword: () => `Temp-${++counter}-Aa!`,
      digest: (secret: string) => `digest(${secret})`,
      sameDigest: (a: string, b: string) => a === b,
    },
    locks: { withLock: <T>(_key: string, work: () => Promise<T>) => work() },
    mailer: { send: async (message: MailMessage) => void outbox.push(message) },
    clock,
  } satisfies IdentityServices;
  /** The 6-digit code in the latest e-mail to `to`. */
  const lastCode = (to: string) => {
    const mail = [...outbox].reverse().find((m) => m.to === to);
    return /Tu código: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? null;
  };
  return { services, outbox, clock, lastCode };
}
