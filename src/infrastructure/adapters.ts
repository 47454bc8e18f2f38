import { Container } from 'inversify';
import type { Logger } from 'pino';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { DeliverQueuedMail } from '../application/mail/DeliverQueuedMail';
import { RemindAbandonedCarts } from '../application/cart/RemindAbandonedCarts';
import { ReleaseExpiredHolds } from '../application/orders/ReleaseExpiredHolds';
import { ExpireDueStories } from '../application/stories/ExpireDueStories';
import type { Clock } from '../application/ports/clock';
import type { FileStorage } from '../application/ports/file-storage';
import { CART_REMINDER_CHECK_INTERVAL_MS } from '../domain/cart/cart-status';
import { HOLD_RELEASE_CHECK_INTERVAL_MS } from '../domain/order/stock-hold';
import { STORY_EXPIRY_CHECK_INTERVAL_MS } from '../domain/story/story-lifecycle';
import { TOKENS, type Token } from '../application/ports/tokens';
import { TypeOrmCartReminderPreferences } from './cart/typeorm-cart-statuses';
import { TypeOrmSavedCartRepository } from './cart/typeorm-saved-cart-repository';
import { TypeOrmBrandRepository } from './catalog/typeorm-brand-repository';
import { TypeOrmCategoryRepository } from './catalog/typeorm-category-repository';
import { KeptListTotals } from './catalog/kept-list-totals';
import { TypeOrmProductRepository } from './catalog/typeorm-product-repository';
import { TypeOrmProductWrites } from './catalog/typeorm-product-writes';
import { TypeOrmBrandWrites, TypeOrmCategoryWrites } from './catalog/typeorm-taxonomy-writes';
import type { Config } from './config/config';
import { bindUseCases } from './container';
import { openDatabase, type OpenDatabase } from './database/open-database';
import { TypeOrmUnitOfWork } from './database/typeorm-unit-of-work';
import {
  PgCatalogueChangeListener,
  type PgCatalogueChangeListenerOptions,
} from './events/pg-catalogue-change-listener';
import { PgOrderChangeFeed } from './events/pg-order-change-feed';
import { Argon2PasswordHasher } from './identity/argon2-password-hasher';
import { commonPasswordList } from './identity/common-password-list';
import { CryptoSecretGenerator } from './identity/crypto-secret-generator';
import { TypeOrmAccountRepository } from './identity/typeorm-account-repository';
import { TypeOrmSessionRepository } from './identity/typeorm-session-repository';
import { DevOutboxMailer } from './mail/dev-outbox-mailer';
import { MailDeliveryWorker } from './mail/mail-delivery-worker';
import { SmtpMailer } from './mail/smtp-mailer';
import { TypeOrmMailQueue } from './mail/typeorm-mail-outbox';
import { SharpImageProcessor } from './media/sharp-image-processor';
import { TypeOrmOrderImageSnapshots, TypeOrmOrderRepository } from './orders/typeorm-order-repository';
import { TypeOrmAdminStatistics } from './orders/typeorm-order-statistics';
import { TypeOrmOrderStatusEvents } from './orders/typeorm-order-status-events';
import { TypeOrmStockMovementQueries } from './stock/typeorm-product-stock';
import { ScheduledJobRunner } from './scheduling/scheduled-job-runner';
import { PgRequestCounts } from './rate-limits/pg-request-counts';
import { TypeOrmSitemapSource } from './seo/typeorm-sitemap-source';
import { SharpImageResizer } from './storage/sharp-image-resizer';
import { createFileStorage } from './storage/create-file-storage';
import { TypeOrmStoreSettingsRepository } from './store/typeorm-store-settings-repository';
import { TypeOrmStoryQueries } from './stories/typeorm-story-queries';
import { TypeOrmFavorites } from './favorites/typeorm-favorites';

export interface AdapterOptions {
  readonly logger: Logger;
  readonly clock: Clock;
  /** Observes every SQL statement (tests and benchmarks count them). */
  readonly queryLogger?: TypeOrmLogger;
  /** Wraps the configured file storage (tests: a disk that fills up). */
  readonly wrapFileStorage?: (storage: FileStorage) => FileStorage;
  /** The store's public origin once known (the server's; PUBLIC_URL otherwise), for links in mail sent from jobs. */
  readonly siteOrigin?: () => string;
  /** The catalogue change listener's reconnection waits (tests). */
  readonly catalogueChanges?: PgCatalogueChangeListenerOptions;
}

/** Everything configured, for the server and every CLI alike. */
export interface Adapters {
  readonly config: Config;
  readonly database: OpenDatabase;
  /** Ports bound to adapters and every use case bound to its ports. */
  readonly container: Container;
  /** Sends the mail outbox after commit; started by the server only. */
  readonly mailDelivery: MailDeliveryWorker;
  /** Hears order changes from every process (LISTEN/NOTIFY) for live order pages; started by the server only. */
  readonly orderChanges: PgOrderChangeFeed;
  /**
   * Hears committed catalogue writes from every process (LISTEN/NOTIFY): they clear the kept list totals and the
   * server's response and page caches; started by the server only (elsewhere nothing is kept).
   */
  readonly catalogueChanges: PgCatalogueChangeListener;
  /** The catalogue lists' totals kept in this process; an admin's mutation clears them too (the server's plugin). */
  readonly listTotals: KeptListTotals;
  /** Periodic jobs (story expiry, expired holds, saved-cart reminders), once per slot across processes (advisory lock); started by the server only. */
  readonly scheduledJobs: ScheduledJobRunner;
  /** The per-address limits' counts, shared by every process (express-rate-limit's stores). */
  readonly requestCounts: PgRequestCounts;
  close(): Promise<void>;
}

export async function createAdapters(
  config: Config,
  { logger, clock, queryLogger, wrapFileStorage, siteOrigin, catalogueChanges: listenerOptions }: AdapterOptions,
): Promise<Adapters> {
  const database = await openDatabase(config, logger, queryLogger);
  const catalogueChanges = new PgCatalogueChangeListener(database.url, logger, listenerOptions);
  const listTotals = new KeptListTotals(catalogueChanges);
  const db = database.dataSource.manager;
  const mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new DevOutboxMailer(config.outboxDir, config.mailFrom, logger);

  const files = createFileStorage(config);

  const container = new Container({ autobind: true, defaultScope: 'Singleton' });
  const bind = <Port>(token: Token<Port>, adapter: Port) => container.bind<Port>(token).toConstantValue(adapter);
  bind(TOKENS.Clock, clock);
  const storage = wrapFileStorage ? wrapFileStorage(files.storage) : files.storage;
  const origin = siteOrigin ?? (config.publicUrl === null ? null : () => config.publicUrl!);
  const restockLinks = origin
    ? { siteOrigin: origin, pictureUrl: (key: string) => new URL(storage.publicUrl(key), origin()).href }
    : undefined;
  bind(
    TOKENS.UnitOfWork,
    new TypeOrmUnitOfWork(database.dataSource, { mailCeilings: config.mailCeilings, restockLinks }),
  );
  bind(TOKENS.FileStorage, storage);
  // Reads outside any transaction: the one repository that may keep the lists' totals.
  const products = new TypeOrmProductRepository(db, listTotals);
  bind(TOKENS.ProductRepository, products);
  bind(TOKENS.AdminProductQueries, products);
  const productWrites = new TypeOrmProductWrites(db);
  bind(TOKENS.ProductWrites, productWrites);
  bind(TOKENS.StockMovementQueries, new TypeOrmStockMovementQueries(db));
  bind(TOKENS.BrandRepository, new TypeOrmBrandRepository(db));
  bind(TOKENS.CategoryRepository, new TypeOrmCategoryRepository(db));
  bind(TOKENS.BrandWrites, new TypeOrmBrandWrites(db));
  bind(TOKENS.CategoryWrites, new TypeOrmCategoryWrites(db));
  bind(TOKENS.SavedCartRepository, new TypeOrmSavedCartRepository(db));
  bind(TOKENS.CartReminderPreferences, new TypeOrmCartReminderPreferences(db));
  bind(TOKENS.StoreSettingsRepository, new TypeOrmStoreSettingsRepository(db));
  bind(TOKENS.AccountRepository, new TypeOrmAccountRepository(db));
  bind(TOKENS.SessionRepository, new TypeOrmSessionRepository(db));
  bind(TOKENS.PasswordHasher, new Argon2PasswordHasher());
  bind(TOKENS.SecretGenerator, new CryptoSecretGenerator());
  bind(TOKENS.CommonPasswords, commonPasswordList());
  bind(TOKENS.Mailer, mailer);
  bind(TOKENS.MailQueue, new TypeOrmMailQueue(db));
  bind(TOKENS.ImageResizer, new SharpImageResizer());
  bind(TOKENS.SitemapSource, new TypeOrmSitemapSource(db));
  bind(TOKENS.ImageProcessor, new SharpImageProcessor());
  bind(TOKENS.OrderRepository, new TypeOrmOrderRepository(db));
  bind(TOKENS.OrderImageSnapshots, new TypeOrmOrderImageSnapshots(db));
  bind(TOKENS.OrderStatusEvents, new TypeOrmOrderStatusEvents(db));
  bind(TOKENS.AdminStatistics, new TypeOrmAdminStatistics(db));
  bind(TOKENS.StoryQueries, new TypeOrmStoryQueries(db));
  bind(TOKENS.FavoriteQueries, new TypeOrmFavorites(db));
  const orderChanges = new PgOrderChangeFeed(database.url, logger);
  bind(TOKENS.OrderChangeFeed, orderChanges);
  bindUseCases(container);

  const mailDelivery = new MailDeliveryWorker(container.get(DeliverQueuedMail), database.url, logger);
  const expireDueStories = container.get(ExpireDueStories);
  const releaseExpiredHolds = container.get(ReleaseExpiredHolds);
  const remindAbandonedCarts = container.get(RemindAbandonedCarts);
  const scheduledJobs = new ScheduledJobRunner(database.dataSource, logger, [
    { name: 'expire-due-stories', intervalMs: STORY_EXPIRY_CHECK_INTERVAL_MS, run: () => expireDueStories.execute() },
    {
      name: 'release-expired-holds',
      intervalMs: HOLD_RELEASE_CHECK_INTERVAL_MS,
      run: () => releaseExpiredHolds.execute(),
    },
    // The reminders link to the store: without its public origin (PUBLIC_URL or the server's) none is sent.
    ...(origin
      ? [
          {
            name: 'remind-abandoned-carts',
            intervalMs: CART_REMINDER_CHECK_INTERVAL_MS,
            run: () => remindAbandonedCarts.execute(origin()),
          },
        ]
      : []),
  ]);
  const requestCounts = new PgRequestCounts(database.dataSource, logger);
  return {
    config,
    database,
    container,
    requestCounts,
    mailDelivery,
    orderChanges,
    scheduledJobs,
    catalogueChanges,
    listTotals,
    async close() {
      await scheduledJobs.stop();
      await mailDelivery.stop();
      await requestCounts.close();
      await orderChanges.close();
      listTotals.close();
      await catalogueChanges.close();
      if (mailer instanceof SmtpMailer) mailer.close();
      files.close();
      await database.close();
    },
  };
}
