import { Container } from 'inversify';
import type { DataSource } from 'typeorm';
import { GetBrands } from '../application/catalog/GetBrands';
import { GetCategories } from '../application/catalog/GetCategories';
import { GetProduct } from '../application/catalog/GetProduct';
import { ListBrands } from '../application/catalog/ListBrands';
import { ListCategories } from '../application/catalog/ListCategories';
import { ListProducts } from '../application/catalog/ListProducts';
import type { BrandRepository, CategoryRepository, ProductRepository } from '../application/ports/catalog-repositories';
import type { Clock } from '../application/ports/clock';
import type { FileStorage } from '../application/ports/file-storage';
import { TOKENS } from '../application/ports/tokens';
import type { AccountLocks, AccountRepository, Mailer } from '../application/ports/identity';
import type { IdentityServices } from '../application/identity/identity-services';
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
import { Argon2PasswordHasher } from './identity/argon2-password-hasher';
import { CryptoSecretGenerator } from './identity/crypto-secret-generator';
import { TypeOrmAccountRepository } from './identity/typeorm-account-repository';
import { TypeOrmOneTimeCodeRepository } from './identity/typeorm-one-time-code-repository';
import { TypeOrmSessionRepository } from './identity/typeorm-session-repository';
import { TypeOrmMailRequestLog } from './identity/typeorm-mail-request-log';
import { TypeOrmSignInAttemptLog } from './identity/typeorm-sign-in-attempt-log';
import { TypeOrmBrandRepository } from './catalog/typeorm-brand-repository';
import { TypeOrmCategoryRepository } from './catalog/typeorm-category-repository';
import { TypeOrmProductRepository } from './catalog/typeorm-product-repository';

export interface ContainerDependencies {
  readonly dataSource: DataSource;
  readonly fileStorage: FileStorage;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly accountLocks: AccountLocks;
}

/**
 * Binds every port to its adapter and every use case to its ports. Use cases
 * stay framework-free (no decorators): they are built here by factories.
 * The interface layer adds its resolvers on top (autobind).
 */
export function buildContainer({
  dataSource,
  fileStorage,
  clock,
  mailer,
  accountLocks,
}: ContainerDependencies): Container {
  const container = new Container({ autobind: true, defaultScope: 'Singleton' });

  container.bind<Clock>(TOKENS.Clock).toConstantValue(clock);
  container.bind<FileStorage>(TOKENS.FileStorage).toConstantValue(fileStorage);
  container.bind<ProductRepository>(TOKENS.ProductRepository).toConstantValue(new TypeOrmProductRepository(dataSource));
  container.bind<BrandRepository>(TOKENS.BrandRepository).toConstantValue(new TypeOrmBrandRepository(dataSource));
  container
    .bind<CategoryRepository>(TOKENS.CategoryRepository)
    .toConstantValue(new TypeOrmCategoryRepository(dataSource));

  container
    .bind(ListProducts)
    .toDynamicValue((ctx) => new ListProducts(ctx.get(TOKENS.ProductRepository), ctx.get(TOKENS.Clock)));
  container.bind(GetProduct).toDynamicValue((ctx) => new GetProduct(ctx.get(TOKENS.ProductRepository)));
  container.bind(ListBrands).toDynamicValue((ctx) => new ListBrands(ctx.get(TOKENS.BrandRepository)));
  container.bind(GetBrands).toDynamicValue((ctx) => new GetBrands(ctx.get(TOKENS.BrandRepository)));
  container.bind(ListCategories).toDynamicValue((ctx) => new ListCategories(ctx.get(TOKENS.CategoryRepository)));
  container.bind(GetCategories).toDynamicValue((ctx) => new GetCategories(ctx.get(TOKENS.CategoryRepository)));

  const identity: IdentityServices = {
    accounts: new TypeOrmAccountRepository(dataSource),
    codes: new TypeOrmOneTimeCodeRepository(dataSource),
    sessions: new TypeOrmSessionRepository(dataSource),
    attempts: new TypeOrmSignInAttemptLog(dataSource),
    mailRequests: new TypeOrmMailRequestLog(dataSource),
    hasher: new Argon2PasswordHasher(),
    secrets: new CryptoSecretGenerator(),
    locks: accountLocks,
    mailer,
    clock,
  };
  const identityUseCases = [
    SignUp,
    ConfirmSignUp,
    ResendConfirmationCode,
    SignIn,
    CompleteNewPassword,
    SignOut,
    SignOutEverywhere,
    RequestPasswordReset,
    ResetPassword,
    AuthenticateSession,
    GetAccount,
    UpdateProfile,
    CreateAdmin,
  ] as const;
  container.bind<AccountRepository>(TOKENS.AccountRepository).toConstantValue(identity.accounts);
  const bindIdentity = <T>(UseCase: new (deps: IdentityServices) => T) =>
    container.bind(UseCase).toConstantValue(new UseCase(identity));
  identityUseCases.forEach((UseCase) => bindIdentity<unknown>(UseCase));

  return container;
}
