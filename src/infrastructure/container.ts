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
import { TypeOrmBrandRepository } from './catalog/typeorm-brand-repository';
import { TypeOrmCategoryRepository } from './catalog/typeorm-category-repository';
import { TypeOrmProductRepository } from './catalog/typeorm-product-repository';

export interface ContainerDependencies {
  readonly dataSource: DataSource;
  readonly fileStorage: FileStorage;
  readonly clock: Clock;
}

/**
 * Binds every port to its adapter and every use case to its ports. Use cases
 * stay framework-free (no decorators): they are built here by factories.
 * The interface layer adds its resolvers on top (autobind).
 */
export function buildContainer({ dataSource, fileStorage, clock }: ContainerDependencies): Container {
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

  return container;
}
