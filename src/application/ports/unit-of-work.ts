import type { SavedCartRepository } from './cart';
import type { CartStatuses } from './cart-statuses';
import type {
  AccountRepository,
  MailRequestLog,
  OneTimeCodeRepository,
  SessionRepository,
  SignInAttemptLog,
} from './identity';
import type { Favorites } from './favorites';
import type { MailOutbox } from './mail';
import type { OrderChangeAnnouncer } from './order-changes';
import type { OrderRepository, OrderStatusEvents } from './orders';
import type { RestockNotices, RestockRequests } from './restock-notices';
import type { ProductStock } from './stock';
import type { ProductWrites } from './product-writes';
import type { BrandWrites, CategoryWrites } from './taxonomy-writes';
import type { StoryWrites } from './stories';

/** The repositories one transaction sees: every write made through them commits or rolls back together. */
export interface Transaction {
  readonly accounts: AccountRepository;
  readonly codes: OneTimeCodeRepository;
  readonly sessions: SessionRepository;
  readonly signInAttempts: SignInAttemptLog;
  readonly mailRequests: MailRequestLog;
  readonly mailOutbox: MailOutbox;
  readonly carts: SavedCartRepository;
  /** The saved carts' statuses (active, checkout, abandoned, completed) and their reminders. */
  readonly cartStatuses: CartStatuses;
  readonly orders: OrderRepository;
  readonly orderEvents: OrderStatusEvents;
  /** Changed orders, announced to open order pages on commit. */
  readonly orderChanges: OrderChangeAnnouncer;
  readonly stock: ProductStock;
  /** 'Avísame cuando vuelva' requests, and their notices when a product is back (moveStock). */
  readonly restockRequests: RestockRequests;
  readonly restockNotices: RestockNotices;
  /** The accounts' 'Favoritos'. */
  readonly favorites: Favorites;
  readonly products: ProductWrites;
  readonly brands: BrandWrites;
  readonly categories: CategoryWrites;
  readonly stories: StoryWrites;
  /**
   * Serialises transactions that take the same key, across requests and
   * server processes, until this transaction ends (commit or rollback).
   */
  lock(key: string): Promise<void>;
}

/**
 * A use case that writes more than one row runs its writes here. Expected
 * failures are returned values and are committed like any answer (a wrong
 * code still counts as an attempt); only a thrown error rolls back.
 */
export interface UnitOfWork {
  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}
