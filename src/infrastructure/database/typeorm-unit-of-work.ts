import type { DataSource, EntityManager } from 'typeorm';
import type { Transaction, UnitOfWork } from '../../application/ports/unit-of-work';
import type { MailCeilings } from '../../domain/mail/mail-ceilings';
import { TypeOrmCartStatuses } from '../cart/typeorm-cart-statuses';
import { TypeOrmSavedCartRepository } from '../cart/typeorm-saved-cart-repository';
import { TypeOrmProductWrites } from '../catalog/typeorm-product-writes';
import { TypeOrmBrandWrites, TypeOrmCategoryWrites } from '../catalog/typeorm-taxonomy-writes';
import { TypeOrmAccountRepository } from '../identity/typeorm-account-repository';
import { TypeOrmMailRequestLog } from '../identity/typeorm-mail-request-log';
import { TypeOrmOneTimeCodeRepository } from '../identity/typeorm-one-time-code-repository';
import { TypeOrmSessionRepository } from '../identity/typeorm-session-repository';
import { TypeOrmSignInAttemptLog } from '../identity/typeorm-sign-in-attempt-log';
import { TypeOrmMailOutbox } from '../mail/typeorm-mail-outbox';
import { PgOrderChangeAnnouncer, TypeOrmOrderRepository } from '../orders/typeorm-order-repository';
import { TypeOrmOrderStatusEvents } from '../orders/typeorm-order-status-events';
import { TypeOrmProductStock } from '../stock/typeorm-product-stock';
import { TypeOrmFavorites } from '../favorites/typeorm-favorites';
import { TypeOrmRestockNotices, TypeOrmRestockRequests, type RestockLinks } from '../stock/typeorm-restock';
import { TypeOrmStoryWrites } from '../stories/typeorm-story-writes';

export interface UnitOfWorkOptions {
  /** The order e-mails' ceilings (MAIL_* settings); the domain's defaults when absent. */
  readonly mailCeilings?: MailCeilings;
  /** Where back-in-stock notices link to (the server's; a test without it must not send any). */
  readonly restockLinks?: RestockLinks;
}

/** The repositories of one transaction, all on its connection. */
function transactionOn(manager: EntityManager, options: UnitOfWorkOptions): Transaction {
  const mailOutbox = new TypeOrmMailOutbox(manager, options.mailCeilings);
  return {
    accounts: new TypeOrmAccountRepository(manager),
    codes: new TypeOrmOneTimeCodeRepository(manager),
    sessions: new TypeOrmSessionRepository(manager),
    signInAttempts: new TypeOrmSignInAttemptLog(manager),
    mailRequests: new TypeOrmMailRequestLog(manager),
    mailOutbox,
    carts: new TypeOrmSavedCartRepository(manager),
    cartStatuses: new TypeOrmCartStatuses(manager),
    orders: new TypeOrmOrderRepository(manager),
    orderEvents: new TypeOrmOrderStatusEvents(manager),
    orderChanges: new PgOrderChangeAnnouncer(manager),
    stock: new TypeOrmProductStock(manager),
    restockRequests: new TypeOrmRestockRequests(manager),
    restockNotices: new TypeOrmRestockNotices(manager, mailOutbox, options.restockLinks),
    favorites: new TypeOrmFavorites(manager),
    products: new TypeOrmProductWrites(manager),
    brands: new TypeOrmBrandWrites(manager),
    categories: new TypeOrmCategoryWrites(manager),
    stories: new TypeOrmStoryWrites(manager),
    async lock(key) {
      // Held by this transaction's connection and released by its COMMIT or ROLLBACK, in every process.
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
    },
  };
}

/** One PostgreSQL transaction (READ COMMITTED) per run, on one pooled connection. */
export class TypeOrmUnitOfWork implements UnitOfWork {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: UnitOfWorkOptions = {},
  ) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(transactionOn(manager, this.options)));
  }
}
