import type { AdminStatistics } from './admin-statistics';
import type { SavedCartRepository } from './cart';
import type { CartReminderPreferences } from './cart-statuses';
import type { BrandRepository, CategoryRepository, ProductRepository } from './catalog-repositories';
import type { Clock } from './clock';
import type { FavoriteQueries } from './favorites';
import type { FileStorage } from './file-storage';
import type {
  AccountRepository,
  CommonPasswords,
  PasswordHasher,
  SecretGenerator,
  SessionRepository,
} from './identity';
import type { ImageProcessor } from './image-processor';
import type { ImageResizer } from './image-resizer';
import type { Mailer, MailQueue } from './mail';
import type { OrderChangeFeed } from './order-changes';
import type { AdminProductQueries, ProductWrites } from './product-writes';
import type { OrderImageSnapshots, OrderRepository, OrderStatusEvents } from './orders';
import type { SitemapSource } from './sitemap-source';
import type { StoreSettingsRepository } from './store';
import type { StockMovementQueries } from './stock';
import type { StoryQueries } from './stories';
import type { BrandWrites, CategoryWrites } from './taxonomy-writes';
import type { UnitOfWork } from './unit-of-work';

/** An injection token that remembers the port it stands for, so wiring a use case is type-checked. */
export type Token<Port> = symbol & { readonly __port?: Port };
const token = <Port>(name: string): Token<Port> => Symbol.for(`esencia.${name}`);

/** One token per port; the composition root binds an adapter to each. */
export const TOKENS = {
  Clock: token<Clock>('Clock'),
  UnitOfWork: token<UnitOfWork>('UnitOfWork'),
  ProductRepository: token<ProductRepository>('ProductRepository'),
  BrandRepository: token<BrandRepository>('BrandRepository'),
  CategoryRepository: token<CategoryRepository>('CategoryRepository'),
  SavedCartRepository: token<SavedCartRepository>('SavedCartRepository'),
  CartReminderPreferences: token<CartReminderPreferences>('CartReminderPreferences'),
  StoreSettingsRepository: token<StoreSettingsRepository>('StoreSettingsRepository'),
  FileStorage: token<FileStorage>('FileStorage'),
  AccountRepository: token<AccountRepository>('AccountRepository'),
  SessionRepository: token<SessionRepository>('SessionRepository'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  SecretGenerator: token<SecretGenerator>('SecretGenerator'),
  CommonPasswords: token<CommonPasswords>('CommonPasswords'),
  Mailer: token<Mailer>('Mailer'),
  MailQueue: token<MailQueue>('MailQueue'),
  ImageResizer: token<ImageResizer>('ImageResizer'),
  ImageProcessor: token<ImageProcessor>('ImageProcessor'),
  OrderRepository: token<OrderRepository>('OrderRepository'),
  OrderImageSnapshots: token<OrderImageSnapshots>('OrderImageSnapshots'),
  OrderStatusEvents: token<OrderStatusEvents>('OrderStatusEvents'),
  OrderChangeFeed: token<OrderChangeFeed>('OrderChangeFeed'),
  SitemapSource: token<SitemapSource>('SitemapSource'),
  BrandWrites: token<BrandWrites>('BrandWrites'),
  CategoryWrites: token<CategoryWrites>('CategoryWrites'),
  ProductWrites: token<ProductWrites>('ProductWrites'),
  AdminProductQueries: token<AdminProductQueries>('AdminProductQueries'),
  StockMovementQueries: token<StockMovementQueries>('StockMovementQueries'),
  AdminStatistics: token<AdminStatistics>('AdminStatistics'),
  StoryQueries: token<StoryQueries>('StoryQueries'),
  FavoriteQueries: token<FavoriteQueries>('FavoriteQueries'),
} as const;
