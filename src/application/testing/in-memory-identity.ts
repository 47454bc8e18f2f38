import { InMemoryCartStatuses } from './in-memory-cart-statuses';
import type { CartLineRequest } from '../../domain/cart/cart-quote';
import type { Account } from '../../domain/identity/account';
import type { CodePurpose } from '../../domain/identity/one-time-code';
import type { RecentFailures } from '../../domain/identity/sign-in-throttle';
import type {
  AccountChanges,
  AccountRepository,
  IssueCodeOptions,
  MailRequestLog,
  NewAccount,
  OneTimeCodeRepository,
  SessionKind,
  PasswordHasher,
  SecretGenerator,
  SessionRepository,
  SignInAttemptLog,
  StoredCode,
  SignedInSession,
  StoredSession,
} from '../ports/identity';
import type { SavedCartRepository } from '../ports/cart';
import type { MailMessage, MailOutbox, MailQueue, QueuedMail } from '../ports/mail';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';
import { InMemoryOrderChangeAnnouncer, InMemoryOrders, InMemoryOrderStatusEvents } from './in-memory-orders';
import { InMemoryCatalogue } from './in-memory-catalog';
import { InMemoryTaxonomy } from './in-memory-taxonomy';
import { InMemoryProductStock } from './in-memory-stock';
import { InMemoryProductWrites } from './in-memory-product-writes';
import { InMemoryFavorites } from './in-memory-favorites';
import { InMemoryRestock } from './in-memory-restock';
import { InMemoryStories } from './in-memory-stories';
import { inMemoryStoreSettings } from './store-settings-fixture';

/*
 * In-memory implementations of the identity ports for use-case unit tests.
 * They keep the ports' contracts (digests only, one active code per purpose,
 * a transaction that throws leaves nothing), nothing more: the same contract
 * suite (identity-contract.ts) runs against them and the TypeORM adapters.
 */

/** A fake whose rows a rolled-back transaction puts back as they were. */
interface Restorable {
  snapshot(): () => void;
}

/** Replaces an array's contents in place (tests hold references to the arrays). */
function restoreArray<T>(rows: T[]): () => void {
  const saved = structuredClone(rows);
  return () => void rows.splice(0, rows.length, ...saved);
}

export class InMemoryAccounts implements AccountRepository, Restorable {
  readonly rows = new Map<string, Account>();
  private next = 1;

  snapshot() {
    const saved = structuredClone(this.rows);
    return () => {
      this.rows.clear();
      saved.forEach((row, id) => this.rows.set(id, row));
    };
  }

  async findByEmail(email: string): Promise<Account | null> {
    return [...this.rows.values()].find((a) => a.email === email) ?? null;
  }
  async findById(id: string): Promise<Account | null> {
    return this.rows.get(id) ?? null;
  }
  async create(account: NewAccount): Promise<Account> {
    // As the unique index on accounts.email: an e-mail belongs to one account.
    if (await this.findByEmail(account.email)) throw new Error(`e-mail already taken: ${account.email}`);
    const now = new Date();
    const created: Account = {
      id: `acc-${this.next++}`,
      phone: null,
      temporaryPasswordExpiresAt: null,
      signUpAttemptHash: null,
      signUpAttemptAt: null,
      createdAt: now,
      updatedAt: now,
      ...account,
    };
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
  async adminEmails(): Promise<string[]> {
    return [...this.rows.values()].filter((a) => a.role === 'admin').map((a) => a.email);
  }
}

interface CodeRow extends StoredCode {
  accountId: string;
  purpose: CodePurpose;
  issuedAt: Date;
  retired: boolean;
}

export class InMemoryCodes implements OneTimeCodeRepository, Restorable {
  readonly rows: CodeRow[] = [];
  snapshot = () => restoreArray(this.rows);

  async issue(
    accountId: string,
    purpose: CodePurpose,
    codeDigest: string,
    issuedAt: Date,
    expiresAt: Date,
    options: IssueCodeOptions,
  ) {
    if (options.retirePrevious) {
      for (const row of this.rows) if (row.accountId === accountId && row.purpose === purpose) row.retired = true;
    }
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
      passwordHash: options.passwordHash,
    });
  }
  async countIssuedSince(accountId: string, purpose: CodePurpose, since: Date) {
    return this.rows.filter((r) => r.accountId === accountId && r.purpose === purpose && r.issuedAt >= since).length;
  }
  async findActive(accountId: string, purpose: CodePurpose): Promise<StoredCode[]> {
    // Copies, as a database read: later writes do not change what the caller already holds. Newest first.
    return this.rows
      .filter((r) => r.accountId === accountId && r.purpose === purpose && !r.retired)
      .sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime())
      .map((row) => ({
        id: row.id,
        codeDigest: row.codeDigest,
        expiresAt: row.expiresAt,
        attempts: row.attempts,
        consumedAt: row.consumedAt,
        passwordHash: row.passwordHash,
      }));
  }
  async recordFailedAttempt(codeIds: readonly string[]) {
    for (const row of this.rows) if (codeIds.includes(row.id)) (row as { attempts: number }).attempts += 1;
  }
  async consume(codeId: string, at: Date) {
    const used = this.rows.find((r) => r.id === codeId);
    if (!used) return;
    // A used code is no longer active, nor is any other of its account and purpose (as the adapter).
    for (const row of this.rows) {
      if (row.accountId === used.accountId && row.purpose === used.purpose) row.retired = true;
    }
    Object.assign(used, { consumedAt: at });
  }
}

export class InMemorySessions implements SessionRepository, Restorable {
  readonly rows: (StoredSession & { tokenDigest: string })[] = [];
  private next = 1;
  snapshot = () => restoreArray(this.rows);

  /** `accounts`: the accounts the sessions sign in (findSignedIn reads them as the database's join does). */
  constructor(private readonly accounts: InMemoryAccounts = new InMemoryAccounts()) {}

  async create(session: { accountId: string; tokenDigest: string; kind: SessionKind; createdAt: Date }) {
    this.rows.push({
      // A counter, not the row count: ids must stay unique after deletions.
      id: `s-${this.next++}`,
      lastSeenAt: session.createdAt,
      ...session,
    });
  }
  async findByTokenDigest(tokenDigest: string): Promise<StoredSession | null> {
    const row = this.rows.find((s) => s.tokenDigest === tokenDigest);
    // A copy without the digest, as a database read.
    return row
      ? { id: row.id, accountId: row.accountId, kind: row.kind, createdAt: row.createdAt, lastSeenAt: row.lastSeenAt }
      : null;
  }
  async findSignedIn(tokenDigest: string): Promise<SignedInSession | null> {
    const session = await this.findByTokenDigest(tokenDigest);
    const account = session?.kind === 'session' ? await this.accounts.findById(session.accountId) : null;
    return session && account ? { ...session, account: { email: account.email, role: account.role } } : null;
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

export class InMemoryAttempts implements SignInAttemptLog, Restorable {
  readonly failures: { email: string; ip: string; at: Date }[] = [];
  snapshot = () => restoreArray(this.failures);
  async recentFailures(email: string, ip: string, since: Date): Promise<RecentFailures> {
    const recent = this.failures.filter((f) => f.at > since);
    return {
      account: recent.filter((f) => f.email === email).map((f) => f.at),
      ip: recent.filter((f) => f.ip === ip).map((f) => f.at),
      pair: recent.filter((f) => f.email === email && f.ip === ip).map((f) => f.at),
    };
  }
  async recordFailure(email: string, ip: string, at: Date) {
    this.failures.push({ email, ip, at });
  }
}

export class InMemoryMailRequests implements MailRequestLog, Restorable {
  readonly requests: { ip: string; at: Date }[] = [];
  snapshot = () => restoreArray(this.requests);
  async recentFromIp(ip: string, since: Date): Promise<Date[]> {
    return this.requests.filter((r) => r.ip === ip && r.at > since).map((r) => r.at);
  }
  async record(ip: string, at: Date) {
    this.requests.push({ ip, at });
  }
}

/** The mail outbox and its delivery queue; `messages` lists everything enqueued, in order. */
export class InMemoryMailOutbox implements MailOutbox, MailQueue, Restorable {
  readonly messages: MailMessage[] = [];
  readonly rows: {
    id: string;
    message: MailMessage;
    attempts: number;
    dueAt: Date;
    leasedUntil: Date | null;
    sentAt: Date | null;
    failedAt: Date | null;
    lastError: string | null;
  }[] = [];

  snapshot() {
    const restoreMessages = restoreArray(this.messages);
    const restoreRows = restoreArray(this.rows);
    return () => {
      restoreMessages();
      restoreRows();
    };
  }

  async enqueue(message: MailMessage, at: Date) {
    this.messages.push(message);
    this.rows.push({
      id: `mail-${this.rows.length + 1}`,
      message,
      attempts: 0,
      dueAt: at,
      leasedUntil: null,
      sentAt: null,
      failedAt: null,
      lastError: null,
    });
  }
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMail[]> {
    const due = this.rows
      .filter((r) => !r.sentAt && !r.failedAt && r.dueAt <= now && (!r.leasedUntil || r.leasedUntil <= now))
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
      .slice(0, limit);
    for (const row of due) {
      row.leasedUntil = leaseUntil;
      row.attempts += 1;
    }
    return due.map((r) => ({ id: r.id, message: r.message, attempts: r.attempts }));
  }
  private row(id: string) {
    const row = this.rows.find((r) => r.id === id);
    if (!row) throw new Error(`no mail ${id}`);
    return row;
  }
  async markSent(id: string, at: Date) {
    const row = this.row(id);
    row.sentAt = at;
    row.message = { ...row.message, text: '', html: '' };
  }
  async retryAt(id: string, at: Date, error: string) {
    Object.assign(this.row(id), { dueAt: at, leasedUntil: null, lastError: error });
  }
  async giveUp(id: string, at: Date, error: string) {
    Object.assign(this.row(id), { failedAt: at, leasedUntil: null, lastError: error });
  }
  async backlog() {
    return this.rows.filter((r) => !r.sentAt && !r.failedAt).length;
  }
}

/** Saved carts by account id, as the table: one line per product, in saved order. */
export class InMemorySavedCarts implements SavedCartRepository, Restorable {
  readonly rows = new Map<string, CartLineRequest[]>();

  snapshot() {
    const saved = structuredClone(this.rows);
    return () => {
      this.rows.clear();
      saved.forEach((lines, accountId) => this.rows.set(accountId, lines));
    };
  }

  async lines(accountId: string): Promise<CartLineRequest[]> {
    // A copy, as a database read.
    return (this.rows.get(accountId) ?? []).map((line) => ({ ...line }));
  }
  async replace(accountId: string, lines: readonly CartLineRequest[]) {
    if (new Set(lines.map((line) => line.productId)).size !== lines.length) {
      throw new Error('duplicate product in a saved cart'); // as the primary key (account, product)
    }
    this.rows.set(
      accountId,
      lines.map((line) => ({ ...line })),
    );
  }
}

/**
 * Transactions over the in-memory fakes: a transaction that throws restores
 * every fake as it was; locks serialise transactions on the same key.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  private readonly held = new Map<string, Promise<void>>();

  constructor(
    private readonly repositories: Omit<Transaction, 'lock'> & Record<keyof Omit<Transaction, 'lock'>, Restorable>,
  ) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const restores = Object.values(this.repositories).map((repository: Restorable) => repository.snapshot());
    const releases: (() => void)[] = [];
    const lock = async (key: string) => {
      while (this.held.has(key)) await this.held.get(key);
      let release!: () => void;
      this.held.set(key, new Promise<void>((resolve) => (release = resolve)));
      releases.push(() => {
        this.held.delete(key);
        release();
      });
    };
    try {
      return await work({ ...this.repositories, lock });
    } catch (error) {
      restores.reverse().forEach((restore) => restore());
      throw error;
    } finally {
      releases.forEach((release) => release());
    }
  }
}

/** One fake behind both restock ports of a transaction. */
function restockPorts(restock: InMemoryRestock) {
  return { restockRequests: restock, restockNotices: restock };
}

/** A controllable clock for tests. */
export class TestClock {
  constructor(public current: Date) {}
  now = () => this.current;
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Reversible "hashes" keep the tests readable; the argon2 adapter has its own tests. */
export const fakeHasher: PasswordHasher = {
  hash: async (password: string) => `hashed:${password}`,
  verify: async (hash: string, password: string) => hash === `hashed:${password}`,
  verifyAgainstDummy: async () => false as const,
};

export function fakeSecrets(): SecretGenerator {
  let counter = 0;
  return {
    token: () => `token-${++counter}`,
    identifier: () => `${++counter}`.padStart(32, 'a').replace(/[0189]/g, 'z'),
    numericCode: (digits: number) => String(100000 + ++counter).slice(-digits),
    temporaryPassword: () => `Temp-${++counter}-Aa!`,
    digest: (secret: string) => `digest(${secret})`,
    sameDigest: (a: string, b: string) => a === b,
  };
}

/** A few entries of the real breached-password list, enough for the use cases' tests. */
export const TEST_COMMON_PASSWORDS: ReadonlySet<string> = new Set(['summer', 'password', '1qaz2wsx', 'iloveyou']);

/**
 * The fakes of every port a transaction sees; `catalogue` is the one the product writes and the stock change,
 * `taxonomy` the brands and categories the admin's writes change.
 */
export function inMemoryIdentity(
  now = new Date('2026-11-22T15:00:00Z'),
  { catalogue = new InMemoryCatalogue(), taxonomy = new InMemoryTaxonomy() } = {},
) {
  const clock = new TestClock(now);
  // One catalogue under the admin's product writes and the stock: each sees the other's changes.
  const products = new InMemoryProductWrites(catalogue);
  const accounts = new InMemoryAccounts();
  const repositories = {
    accounts,
    codes: new InMemoryCodes(),
    sessions: new InMemorySessions(accounts),
    signInAttempts: new InMemoryAttempts(),
    mailRequests: new InMemoryMailRequests(),
    mailOutbox: new InMemoryMailOutbox(),
    carts: new InMemorySavedCarts(),
    cartStatuses: new InMemoryCartStatuses(),
    orders: new InMemoryOrders(),
    orderEvents: new InMemoryOrderStatusEvents(),
    orderChanges: new InMemoryOrderChangeAnnouncer(),
    stock: new InMemoryProductStock(products.catalogue),
    ...restockPorts(new InMemoryRestock()),
    favorites: new InMemoryFavorites(),
    products,
    brands: taxonomy.brandWrites,
    categories: taxonomy.categoryWrites,
    stories: new InMemoryStories(clock.now),
  };
  const services = {
    ...repositories,
    uow: new InMemoryUnitOfWork(repositories),
    hasher: fakeHasher,
    secrets: fakeSecrets(),
    clock,
    /** A stand-in for the breached-password list (the real one: data/common-passwords). */
    commonPasswords: TEST_COMMON_PASSWORDS,
    /** The store's settings (its name signs the account e-mails). */
    settings: inMemoryStoreSettings(),
  };
  const outbox = repositories.mailOutbox.messages;
  /** The 6-digit code in the latest e-mail to `to`. */
  const lastCode = (to: string) => {
    const mail = [...outbox].reverse().find((m) => m.to === to);
    return /Tu código: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? null;
  };
  return { services, outbox, clock, lastCode };
}
