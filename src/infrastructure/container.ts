import type { Container } from 'inversify';
import { GetSavedCart } from '../application/cart/GetSavedCart';
import { MergeCart } from '../application/cart/MergeCart';
import { QuoteCart } from '../application/cart/QuoteCart';
import { SaveCart } from '../application/cart/SaveCart';
import { EnterCheckout } from '../application/cart/EnterCheckout';
import { GetCartReminderPreference } from '../application/cart/GetCartReminderPreference';
import { RemindAbandonedCarts } from '../application/cart/RemindAbandonedCarts';
import { SetCartReminderPreference } from '../application/cart/SetCartReminderPreference';
import { StopCartReminders } from '../application/cart/StopCartReminders';
import { AdjustProductStock } from '../application/catalog-admin/AdjustProductStock';
import { CreateBrand } from '../application/catalog-admin/CreateBrand';
import { CreateCategory } from '../application/catalog-admin/CreateCategory';
import { CreateProduct } from '../application/catalog-admin/CreateProduct';
import { DeleteBrand } from '../application/catalog-admin/DeleteBrand';
import { DeleteCategory } from '../application/catalog-admin/DeleteCategory';
import { DeleteProduct } from '../application/catalog-admin/DeleteProduct';
import { GetProductStatistics } from '../application/catalog-admin/GetProductStatistics';
import { ListAdminBrands } from '../application/catalog-admin/ListAdminBrands';
import { ListAdminCategories } from '../application/catalog-admin/ListAdminCategories';
import { ListAdminProducts } from '../application/catalog-admin/ListAdminProducts';
import { ExportStockMovements } from '../application/catalog-admin/ExportStockMovements';
import { ListProductStockMovements } from '../application/catalog-admin/ListProductStockMovements';
import { SetProductCarousel } from '../application/catalog-admin/SetProductCarousel';
import { SwitchOffExpiredPromotions } from '../application/catalog-admin/SwitchOffExpiredPromotions';
import { UpdateBrand } from '../application/catalog-admin/UpdateBrand';
import { UpdateCategory } from '../application/catalog-admin/UpdateCategory';
import { UpdateProduct } from '../application/catalog-admin/UpdateProduct';
import { UploadCatalogueImage } from '../application/catalog-admin/UploadCatalogueImage';
import { CreateStory } from '../application/stories/CreateStory';
import { DeleteStory } from '../application/stories/DeleteStory';
import { ForceExpireStory } from '../application/stories/ForceExpireStory';
import { GetAdminStory } from '../application/stories/GetAdminStory';
import { GetStoryAudience } from '../application/stories/GetStoryAudience';
import { ListAdminStories } from '../application/stories/ListAdminStories';
import { RestoreStory } from '../application/stories/RestoreStory';
import { SyncStoryPositions } from '../application/stories/SyncStoryPositions';
import { UpdateStory } from '../application/stories/UpdateStory';
import { UploadStoryAudio } from '../application/stories/UploadStoryAudio';
import { ExpireDueStories } from '../application/stories/ExpireDueStories';
import { GetBrands } from '../application/catalog/GetBrands';
import { GetCategories } from '../application/catalog/GetCategories';
import { GetProduct } from '../application/catalog/GetProduct';
import { GetVisibleStory } from '../application/stories/GetVisibleStory';
import { ListVisibleStories } from '../application/stories/ListVisibleStories';
import { RecordStoryView } from '../application/stories/RecordStoryView';
import { ToggleStoryLike } from '../application/stories/ToggleStoryLike';
import { ToggleStoryWant } from '../application/stories/ToggleStoryWant';
import { ListBrands } from '../application/catalog/ListBrands';
import { ListCategories } from '../application/catalog/ListCategories';
import { ListProducts } from '../application/catalog/ListProducts';
import { SearchProducts } from '../application/catalog/SearchProducts';
import { AuthenticateSession } from '../application/identity/AuthenticateSession';
import { CompleteNewPassword } from '../application/identity/CompleteNewPassword';
import { ConfirmSignUp } from '../application/identity/ConfirmSignUp';
import { CreateAdmin } from '../application/identity/CreateAdmin';
import { GetAccount } from '../application/identity/GetAccount';
import { RequestPasswordReset } from '../application/identity/RequestPasswordReset';
import { ResendConfirmationCode } from '../application/identity/ResendConfirmationCode';
import { ResetPassword } from '../application/identity/ResetPassword';
import { SignIn } from '../application/identity/SignIn';
import { SignOut } from '../application/identity/SignOut';
import { SignOutEverywhere } from '../application/identity/SignOutEverywhere';
import { SignUp } from '../application/identity/SignUp';
import { UpdateProfile } from '../application/identity/UpdateProfile';
import { DeliverQueuedMail } from '../application/mail/DeliverQueuedMail';
import { GetImageVariant } from '../application/media/GetImageVariant';
import { AttachPaymentReceipt } from '../application/orders/AttachPaymentReceipt';
import { ChangeOrderStatus } from '../application/orders/ChangeOrderStatus';
import { CountMyOrders } from '../application/orders/CountMyOrders';
import { CreateAssistedOrder } from '../application/orders/CreateAssistedOrder';
import { GetAdminDashboard } from '../application/orders/GetAdminDashboard';
import { GetAdminOrder } from '../application/orders/GetAdminOrder';
import { GetOrder } from '../application/orders/GetOrder';
import { GetOrderStatistics } from '../application/orders/GetOrderStatistics';
import { GetPaymentReceipt } from '../application/orders/GetPaymentReceipt';
import { ExportAdminOrders } from '../application/orders/ExportAdminOrders';
import { ListAdminOrders } from '../application/orders/ListAdminOrders';
import { AddFavorite } from '../application/favorites/AddFavorite';
import { ListMyFavorites } from '../application/favorites/ListMyFavorites';
import { MyFavoriteProductIds } from '../application/favorites/MyFavoriteProductIds';
import { RemoveFavorite } from '../application/favorites/RemoveFavorite';
import { ListMyOrders } from '../application/orders/ListMyOrders';
import { ListOrdersByIds } from '../application/orders/ListOrdersByIds';
import { PlaceOrder } from '../application/orders/PlaceOrder';
import { ReleaseExpiredHolds } from '../application/orders/ReleaseExpiredHolds';
import { SearchAssistedOrderProducts } from '../application/orders/SearchAssistedOrderProducts';
import { SetPaymentLink } from '../application/orders/SetPaymentLink';
import { OrderStatusMail } from '../application/orders/order-status-emails';
import { TOKENS, type Token } from '../application/ports/tokens';
import { ListSitemapEntries } from '../application/seo/ListSitemapEntries';
import { GetStoreSettings } from '../application/store/GetStoreSettings';
import { UpdateStoreSettings } from '../application/store/UpdateStoreSettings';
import { UpdateOrderStatusEmails } from '../application/store/UpdateOrderStatusEmails';
import { AskRestockNotice } from '../application/stock/AskRestockNotice';
import { ConfirmRestockNotice } from '../application/stock/ConfirmRestockNotice';

/** A use case and the token of each constructor parameter, in order: a wrong token is a type error. */
function bindUseCase<Params extends unknown[], UseCase>(
  container: Container,
  useCase: new (...params: Params) => UseCase,
  tokens: { [I in keyof Params]: Token<Params[I]> | (new (...args: never[]) => Params[I]) },
): void {
  container
    .bind(useCase)
    .toDynamicValue((context) => new useCase(...((tokens as Token<unknown>[]).map((t) => context.get(t)) as Params)))
    .inSingletonScope();
}

const {
  Clock,
  UnitOfWork,
  ProductRepository,
  BrandRepository,
  CategoryRepository,
  SavedCartRepository,
  StoreSettingsRepository,
  AccountRepository,
  SessionRepository,
  PasswordHasher,
  SecretGenerator,
  CommonPasswords,
  Mailer,
  MailQueue,
  FileStorage,
  ImageResizer,
  ImageProcessor,
  SitemapSource,
  OrderRepository,
  OrderImageSnapshots,
  OrderStatusEvents,
} = TOKENS;

/**
 * Every use case with its ports. Use cases stay framework-free (no
 * decorators); adapters are bound to the port tokens by createAdapters, and
 * the interface layer adds its resolvers on top (autobind).
 */
export function bindUseCases(container: Container): void {
  bindUseCase(container, ListProducts, [ProductRepository, Clock]);
  bindUseCase(container, GetProduct, [ProductRepository]);
  bindUseCase(container, ListVisibleStories, [TOKENS.StoryQueries, ProductRepository]);
  bindUseCase(container, GetVisibleStory, [TOKENS.StoryQueries, ProductRepository]);
  bindUseCase(container, RecordStoryView, [UnitOfWork]);
  bindUseCase(container, ToggleStoryLike, [UnitOfWork, TOKENS.StoryQueries, ProductRepository, Clock]);
  bindUseCase(container, ToggleStoryWant, [UnitOfWork, TOKENS.StoryQueries, ProductRepository, Clock]);
  bindUseCase(container, ListBrands, [BrandRepository]);
  bindUseCase(container, GetBrands, [BrandRepository]);
  bindUseCase(container, ListCategories, [CategoryRepository]);
  bindUseCase(container, GetCategories, [CategoryRepository]);
  bindUseCase(container, SearchProducts, [ProductRepository, Clock]);

  bindUseCase(container, QuoteCart, [ProductRepository, Clock]);
  bindUseCase(container, GetSavedCart, [SavedCartRepository, ProductRepository, Clock]);
  bindUseCase(container, SaveCart, [UnitOfWork, ProductRepository, Clock]);
  bindUseCase(container, MergeCart, [UnitOfWork, ProductRepository, Clock]);
  bindUseCase(container, EnterCheckout, [UnitOfWork, Clock]);
  bindUseCase(container, RemindAbandonedCarts, [
    UnitOfWork,
    ProductRepository,
    StoreSettingsRepository,
    SecretGenerator,
    Clock,
  ]);
  bindUseCase(container, StopCartReminders, [UnitOfWork, SecretGenerator]);
  bindUseCase(container, GetCartReminderPreference, [TOKENS.CartReminderPreferences]);
  bindUseCase(container, SetCartReminderPreference, [TOKENS.CartReminderPreferences]);

  bindUseCase(container, GetStoreSettings, [StoreSettingsRepository]);
  bindUseCase(container, UpdateStoreSettings, [StoreSettingsRepository, FileStorage, Clock]);
  bindUseCase(container, UpdateOrderStatusEmails, [StoreSettingsRepository]);

  bindUseCase(container, AskRestockNotice, [
    UnitOfWork,
    ProductRepository,
    SecretGenerator,
    Clock,
    StoreSettingsRepository,
  ]);
  bindUseCase(container, ConfirmRestockNotice, [UnitOfWork, SecretGenerator, Clock]);

  bindUseCase(container, AddFavorite, [UnitOfWork, ProductRepository, Clock]);
  bindUseCase(container, RemoveFavorite, [UnitOfWork]);
  bindUseCase(container, ListMyFavorites, [TOKENS.FavoriteQueries, ProductRepository, Clock]);
  bindUseCase(container, MyFavoriteProductIds, [TOKENS.FavoriteQueries]);

  bindUseCase(container, PlaceOrder, [
    UnitOfWork,
    OrderRepository,
    ProductRepository,
    StoreSettingsRepository,
    AccountRepository,
    OrderImageSnapshots,
    FileStorage,
    ImageProcessor,
    SecretGenerator,
    Clock,
  ]);
  bindUseCase(container, GetOrder, [OrderRepository]);
  bindUseCase(container, ListOrdersByIds, [OrderRepository]);
  bindUseCase(container, ListMyOrders, [OrderRepository]);
  bindUseCase(container, CountMyOrders, [OrderRepository]);
  bindUseCase(container, AttachPaymentReceipt, [UnitOfWork, OrderRepository, ImageProcessor, FileStorage, Clock]);
  bindUseCase(container, GetPaymentReceipt, [OrderRepository, FileStorage]);
  bindUseCase(container, OrderStatusMail, [StoreSettingsRepository, FileStorage]);
  bindUseCase(container, ChangeOrderStatus, [UnitOfWork, Clock, OrderStatusMail]);
  bindUseCase(container, ReleaseExpiredHolds, [UnitOfWork, Clock]);
  bindUseCase(container, SetPaymentLink, [UnitOfWork, Clock, OrderStatusMail]);
  bindUseCase(container, ListAdminOrders, [OrderRepository]);
  bindUseCase(container, ExportAdminOrders, [OrderRepository]);
  bindUseCase(container, GetAdminOrder, [OrderRepository, OrderStatusEvents]);
  bindUseCase(container, CreateAssistedOrder, [
    UnitOfWork,
    OrderRepository,
    ProductRepository,
    StoreSettingsRepository,
    OrderImageSnapshots,
    FileStorage,
    ImageProcessor,
    SecretGenerator,
    Clock,
  ]);
  bindUseCase(container, SearchAssistedOrderProducts, [ProductRepository, Clock]);
  bindUseCase(container, GetOrderStatistics, [TOKENS.AdminStatistics]);
  bindUseCase(container, GetAdminDashboard, [TOKENS.AdminStatistics, Clock]);

  bindUseCase(container, SignUp, [
    UnitOfWork,
    PasswordHasher,
    SecretGenerator,
    Clock,
    CommonPasswords,
    StoreSettingsRepository,
  ]);
  bindUseCase(container, ConfirmSignUp, [UnitOfWork, PasswordHasher, SecretGenerator, Clock, CommonPasswords]);
  bindUseCase(container, ResendConfirmationCode, [UnitOfWork, SecretGenerator, Clock, StoreSettingsRepository]);
  bindUseCase(container, SignIn, [UnitOfWork, PasswordHasher, SecretGenerator, Clock, StoreSettingsRepository]);
  bindUseCase(container, CompleteNewPassword, [UnitOfWork, PasswordHasher, SecretGenerator, Clock, CommonPasswords]);
  bindUseCase(container, SignOut, [SessionRepository, SecretGenerator]);
  bindUseCase(container, SignOutEverywhere, [SessionRepository]);
  bindUseCase(container, RequestPasswordReset, [UnitOfWork, SecretGenerator, Clock, StoreSettingsRepository]);
  bindUseCase(container, ResetPassword, [UnitOfWork, PasswordHasher, SecretGenerator, Clock, CommonPasswords]);
  bindUseCase(container, AuthenticateSession, [SessionRepository, SecretGenerator, Clock]);
  bindUseCase(container, GetAccount, [AccountRepository]);
  bindUseCase(container, UpdateProfile, [AccountRepository]);
  bindUseCase(container, CreateAdmin, [UnitOfWork, PasswordHasher, SecretGenerator, Clock]);

  bindUseCase(container, DeliverQueuedMail, [MailQueue, Mailer, Clock]);

  bindUseCase(container, GetImageVariant, [FileStorage, ImageResizer]);
  bindUseCase(container, ListSitemapEntries, [SitemapSource]);

  bindUseCase(container, ListAdminProducts, [TOKENS.AdminProductQueries, Clock]);
  bindUseCase(container, GetProductStatistics, [TOKENS.AdminStatistics, Clock]);
  bindUseCase(container, CreateProduct, [UnitOfWork, BrandRepository, CategoryRepository, FileStorage, Clock]);
  bindUseCase(container, UpdateProduct, [UnitOfWork, BrandRepository, CategoryRepository, FileStorage, Clock]);
  bindUseCase(container, DeleteProduct, [UnitOfWork, FileStorage, Clock]);
  bindUseCase(container, AdjustProductStock, [UnitOfWork, Clock]);
  bindUseCase(container, ListProductStockMovements, [TOKENS.StockMovementQueries]);
  bindUseCase(container, ExportStockMovements, [TOKENS.StockMovementQueries]);
  bindUseCase(container, SetProductCarousel, [TOKENS.ProductWrites, Clock]);
  bindUseCase(container, SwitchOffExpiredPromotions, [TOKENS.ProductWrites, Clock]);
  bindUseCase(container, UploadCatalogueImage, [ImageProcessor, FileStorage, Clock]);
  bindUseCase(container, UploadStoryAudio, [FileStorage, Clock]);
  bindUseCase(container, ExpireDueStories, [UnitOfWork, Clock]);
  bindUseCase(container, ListAdminStories, [TOKENS.StoryQueries, ProductRepository, Clock]);
  bindUseCase(container, GetAdminStory, [TOKENS.StoryQueries, ProductRepository, Clock]);
  bindUseCase(container, GetStoryAudience, [TOKENS.StoryQueries]);
  bindUseCase(container, CreateStory, [UnitOfWork, ProductRepository, FileStorage, Clock]);
  bindUseCase(container, UpdateStory, [UnitOfWork, ProductRepository, FileStorage, Clock]);
  bindUseCase(container, DeleteStory, [UnitOfWork, FileStorage]);
  bindUseCase(container, RestoreStory, [UnitOfWork, ProductRepository, Clock]);
  bindUseCase(container, ForceExpireStory, [UnitOfWork, ProductRepository, Clock]);
  bindUseCase(container, SyncStoryPositions, [UnitOfWork]);

  bindUseCase(container, ListAdminBrands, [TOKENS.BrandWrites]);
  bindUseCase(container, CreateBrand, [TOKENS.BrandWrites, FileStorage, Clock]);
  bindUseCase(container, UpdateBrand, [UnitOfWork, FileStorage, Clock]);
  bindUseCase(container, DeleteBrand, [UnitOfWork, FileStorage]);
  bindUseCase(container, ListAdminCategories, [TOKENS.CategoryWrites]);
  bindUseCase(container, CreateCategory, [TOKENS.CategoryWrites, Clock]);
  bindUseCase(container, UpdateCategory, [TOKENS.CategoryWrites, Clock]);
  bindUseCase(container, DeleteCategory, [UnitOfWork]);
}
