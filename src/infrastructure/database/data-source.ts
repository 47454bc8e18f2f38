import { DataSource, type Logger } from 'typeorm';
import { Catalogue1763800000000 } from './migrations/1763800000000-Catalogue';
import { Identity1763900000000 } from './migrations/1763900000000-Identity';
import { MailRequests1764000000000 } from './migrations/1764000000000-MailRequests';
import { MailOutbox1764100000000 } from './migrations/1764100000000-MailOutbox';
import { ProductSearch1764200000000 } from './migrations/1764200000000-ProductSearch';
import { SavedCarts1764300000000 } from './migrations/1764300000000-SavedCarts';
import { StoreSettings1764400000000 } from './migrations/1764400000000-StoreSettings';
import { Orders1764500000000 } from './migrations/1764500000000-Orders';
import { OrderStatusEvents1764600000000 } from './migrations/1764600000000-OrderStatusEvents';
import { ProductArchive1764700000000 } from './migrations/1764700000000-ProductArchive';
import { ShippingPolicy1764800000000 } from './migrations/1764800000000-ShippingPolicy';
import { Stories1764900000000 } from './migrations/1764900000000-Stories';
import { ScheduledJobs1765100000000 } from './migrations/1765100000000-ScheduledJobs';
import { AccountHardening1765200000000 } from './migrations/1765200000000-AccountHardening';
import { CatalogueChangeNotifications1765300000000 } from './migrations/1765300000000-CatalogueChangeNotifications';
import { SecondHardening1765450000000 } from './migrations/1765450000000-SecondHardening';
import { StockMovements1765600000000 } from './migrations/1765600000000-StockMovements';
import { StockHolds1765700000000 } from './migrations/1765700000000-StockHolds';
import { AdminLists1765800000000 } from './migrations/1765800000000-AdminLists';
import { MaintenanceNoticeDefaults1765850000000 } from './migrations/1765850000000-MaintenanceNoticeDefaults';
import { OrderStatusEmails1765920000000 } from './migrations/1765920000000-OrderStatusEmails';
import { RestockRequests1765950000000 } from './migrations/1765950000000-RestockRequests';
import { CartStatuses1765980000000 } from './migrations/1765980000000-CartStatuses';
import { StoryViewsOncePerViewer1766000000000 } from './migrations/1766000000000-StoryViewsOncePerViewer';
import { ComposedEmails1766100000000 } from './migrations/1766100000000-ComposedEmails';
import { StoredSearchNames1766150000000 } from './migrations/1766150000000-StoredSearchNames';
import { ComposedTexts1766180000000 } from './migrations/1766180000000-ComposedTexts';
import { RequestCounts1766200000000 } from './migrations/1766200000000-RequestCounts';
import { Favorites1766300000000 } from './migrations/1766300000000-Favorites';
import { FavoritePrices1766400000000 } from './migrations/1766400000000-FavoritePrices';
import { FavoriteCounts1766500000000 } from './migrations/1766500000000-FavoriteCounts';
import { cartSchemas } from './schemas/cart-records';
import { catalogSchemas } from './schemas/catalog-records';
import { favoriteSchemas } from './schemas/favorite-records';
import { identitySchemas } from './schemas/identity-records';
import { mailSchemas } from './schemas/mail-records';
import { orderSchemas } from './schemas/order-records';
import { storeSchemas } from './schemas/store-records';
import { storySchemas } from './schemas/story-records';

export const entitySchemas = [
  ...catalogSchemas,
  ...identitySchemas,
  ...mailSchemas,
  ...cartSchemas,
  ...storeSchemas,
  ...orderSchemas,
  ...storySchemas,
  ...favoriteSchemas,
];
export const migrations = [
  Catalogue1763800000000,
  Identity1763900000000,
  MailRequests1764000000000,
  MailOutbox1764100000000,
  ProductSearch1764200000000,
  SavedCarts1764300000000,
  StoreSettings1764400000000,
  Orders1764500000000,
  OrderStatusEvents1764600000000,
  ProductArchive1764700000000,
  ShippingPolicy1764800000000,
  Stories1764900000000,
  ScheduledJobs1765100000000,
  AccountHardening1765200000000,
  CatalogueChangeNotifications1765300000000,
  SecondHardening1765450000000,
  StockMovements1765600000000,
  StockHolds1765700000000,
  AdminLists1765800000000,
  MaintenanceNoticeDefaults1765850000000,
  OrderStatusEmails1765920000000,
  RestockRequests1765950000000,
  CartStatuses1765980000000,
  StoryViewsOncePerViewer1766000000000,
  ComposedEmails1766100000000,
  StoredSearchNames1766150000000,
  ComposedTexts1766180000000,
  RequestCounts1766200000000,
  Favorites1766300000000,
  FavoritePrices1766400000000,
  FavoriteCounts1766500000000,
];

export interface DataSourceOptions {
  readonly url: string;
  /** Receives every SQL statement (used by tests and benchmarks to count queries). */
  readonly logger?: Logger;
  readonly poolSize?: number;
}

/** The one place the TypeORM connection is configured. Schema changes go through migrations only. */
export function createDataSource({ url, logger, poolSize = 10 }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: entitySchemas,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: logger ? ['query'] : false,
    logger,
    extra: { max: poolSize },
  });
}
