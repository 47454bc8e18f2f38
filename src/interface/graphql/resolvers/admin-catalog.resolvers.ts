import { inject, injectable } from 'inversify';
import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AdjustProductStock } from '../../../application/catalog-admin/AdjustProductStock';
import { CreateProduct } from '../../../application/catalog-admin/CreateProduct';
import { DeleteProduct } from '../../../application/catalog-admin/DeleteProduct';
import { GetProductStatistics } from '../../../application/catalog-admin/GetProductStatistics';
import { ListAdminProducts } from '../../../application/catalog-admin/ListAdminProducts';
import { SetProductCarousel } from '../../../application/catalog-admin/SetProductCarousel';
import { SwitchOffExpiredPromotions } from '../../../application/catalog-admin/SwitchOffExpiredPromotions';
import { ListProductStockMovements } from '../../../application/catalog-admin/ListProductStockMovements';
import { UpdateProduct, type UpdateProductError } from '../../../application/catalog-admin/UpdateProduct';
import type { Clock } from '../../../application/ports/clock';
import type { FileStorage } from '../../../application/ports/file-storage';
import { TOKENS } from '../../../application/ports/tokens';
import type { Product as DomainProduct } from '../../../domain/catalog/product';
import type { AdminProductSort } from '../../../domain/catalog/product-admin';
import { limaDate } from '../../../domain/shared/lima-date';
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/pagination';
import type { ProductStockChangedError, StockBelowHeldError } from '../../../domain/stock/stock-movement';
import type { Result } from '../../../domain/shared/result';
import { ADMIN } from '../auth-checker';
import type { GraphQLContext } from '../context';
import { domainFailure } from '../errors';
import { AdminCatalogPresenter } from '../presenters/admin-catalog.presenter';
import { CatalogPresenter } from '../presenters/catalog.presenter';
import { presentError, type PresentableError } from '../presenters/error-result.presenter';
import { StockPresenter } from '../presenters/stock.presenter';
import {
  AdminProductsArgs,
  DeleteProductResult,
  ExpiredPromotionsSwitchedOff,
  ProductInput,
  ProductResult,
  ProductStatistics,
  StockAdjustmentResult,
} from '../types/admin-catalog.types';
import { ProductPage } from '../types/catalog.types';
import { StockMovementPage, UpdateProductResult } from '../types/stock.types';

/**
 * The admin's products screen (admins only): the full list and its stat
 * cards, the create/edit form, delete (archive when orders name the product),
 * the stock − and + buttons, the carousel checkbox and the bulk switch-off of
 * expired promotions. Images are uploaded first (POST /api/admin/images) and
 * the form sends their keys.
 */
@injectable()
@Resolver()
export class AdminProductResolver {
  private readonly catalog: CatalogPresenter;

  constructor(
    @inject(ListAdminProducts) private readonly listAdminProducts: ListAdminProducts,
    @inject(GetProductStatistics) private readonly getProductStatistics: GetProductStatistics,
    @inject(CreateProduct) private readonly createProductUseCase: CreateProduct,
    @inject(UpdateProduct) private readonly updateProductUseCase: UpdateProduct,
    @inject(DeleteProduct) private readonly deleteProductUseCase: DeleteProduct,
    @inject(AdjustProductStock) private readonly adjustProductStockUseCase: AdjustProductStock,
    @inject(SetProductCarousel) private readonly setProductCarouselUseCase: SetProductCarousel,
    @inject(SwitchOffExpiredPromotions) private readonly switchOffUseCase: SwitchOffExpiredPromotions,
    @inject(ListProductStockMovements) private readonly listStockMovements: ListProductStockMovements,
    @inject(TOKENS.FileStorage) storage: FileStorage,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    this.catalog = new CatalogPresenter(storage);
  }

  @Authorized(ADMIN)
  @Query(() => ProductPage, {
    description:
      'Una página de los productos, activos o no (sin los archivados), por posición y nombre (25 por defecto); ' +
      '`search` busca en el nombre o la marca sin distinguir mayúsculas ni tildes; filtros de activo, promoción, ' +
      "stock bajo y carrusel; `sort` MOST_WAITED: 'Primero los más esperados'. Cada producto trae `restockWaiting`.",
  })
  async adminProducts(@Args(() => AdminProductsArgs) args: AdminProductsArgs): Promise<ProductPage> {
    const result = await this.listAdminProducts.execute({ ...args, sort: args.sort as AdminProductSort });
    if (!result.ok) throw domainFailure(result.error);
    return this.catalog.productPage(result.value);
  }

  @Authorized(ADMIN)
  @Query(() => ProductStatistics, { description: 'Las tarjetas de la pantalla de productos.' })
  async productStatistics(): Promise<ProductStatistics> {
    return AdminCatalogPresenter.statistics(await this.getProductStatistics.execute());
  }

  @Authorized(ADMIN)
  @Mutation(() => ProductResult, { description: 'Crea un producto (Product o InvalidInputError por campo).' })
  async createProduct(
    @Arg('input', () => ProductInput) input: ProductInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof ProductResult> {
    return this.answer(await this.createProductUseCase.execute(AdminCatalogPresenter.productInput(input), ctx.viewer!));
  }

  @Authorized(ADMIN)
  @Mutation(() => UpdateProductResult, {
    description:
      'Guarda el formulario de un producto; las imágenes que ya no lista se borran del almacenamiento. El stock se ' +
      'escribe solo si el formulario lo cambió y sigue siendo `expectedStock` (el que tenía al abrirse); si no, ' +
      'ProductStockChangedError con el stock de ahora y nada se guarda. Un stock por debajo de las unidades ' +
      'reservadas para pedidos se rechaza (InvalidInputError STOCK_BELOW_HELD en `stock`).',
  })
  async updateProduct(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ProductInput) input: ProductInput,
    @Arg('expectedStock', () => Int, { description: 'El stock que mostraba el formulario al abrirse.' })
    expectedStock: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof UpdateProductResult> {
    const result = await this.updateProductUseCase.execute(id, AdminCatalogPresenter.productInput(input), {
      admin: ctx.viewer!,
      expectedStock,
    });
    if (!result.ok && result.error.code === 'PRODUCT_STOCK_CHANGED') return StockPresenter.stockChanged(result.error);
    // Below the units held: said under the form's stock field.
    if (!result.ok && result.error.code === 'STOCK_BELOW_HELD') return presentError(result.error, 'stock');
    return this.answer(
      result as Result<DomainProduct, Exclude<UpdateProductError, ProductStockChangedError | StockBelowHeldError>>,
    );
  }

  @Authorized(ADMIN)
  @Mutation(() => DeleteProductResult, {
    description: 'Elimina un producto (o lo archiva si hay pedidos con él: los pedidos no cambian) y sus imágenes.',
  })
  async deleteProduct(@Arg('id', () => ID) id: string): Promise<typeof DeleteProductResult> {
    const result = await this.deleteProductUseCase.execute(id);
    return result.ok ? AdminCatalogPresenter.deleted(result.value) : presentError(result.error);
  }

  @Authorized(ADMIN)
  @Mutation(() => StockAdjustmentResult, {
    description:
      'Suma `delta` unidades al stock (negativo para restar) en un solo paso atómico; nunca baja de 0, y bajar de ' +
      'las unidades reservadas para pedidos (InvalidInputError STOCK_BELOW_HELD) o pasar de 1,000,000 unidades ' +
      '(STOCK_TOO_HIGH) se rechaza.',
  })
  async adjustProductStock(
    @Arg('id', () => ID) id: string,
    @Arg('delta', () => Int) delta: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof StockAdjustmentResult> {
    return this.answer(await this.adjustProductStockUseCase.execute(id, delta, ctx.viewer!));
  }

  @Authorized(ADMIN)
  @Query(() => StockMovementPage, {
    description:
      'El libro de stock de un producto, del movimiento más reciente al más antiguo: cada cambio con su motivo, ' +
      'el stock después, y el pedido o el admin que lo hizo.',
  })
  async productStockMovements(
    @Arg('productId', () => ID) productId: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) pageSize: number,
  ): Promise<StockMovementPage> {
    const result = await this.listStockMovements.execute(productId, { page, pageSize });
    if (!result.ok) throw domainFailure(result.error);
    return StockPresenter.page(result.value);
  }

  @Authorized(ADMIN)
  @Mutation(() => ProductResult, { description: 'Muestra u oculta el producto en el carrusel de la portada.' })
  async setProductCarousel(
    @Arg('id', () => ID) id: string,
    @Arg('carousel') carousel: boolean,
  ): Promise<typeof ProductResult> {
    return this.answer(await this.setProductCarouselUseCase.execute(id, carousel));
  }

  @Authorized(ADMIN)
  @Mutation(() => ExpiredPromotionsSwitchedOff, {
    description:
      "Desactiva todas las promociones que terminaron antes de hoy (Lima): 'Se han desactivado N promociones expiradas'.",
  })
  async switchOffExpiredPromotions(): Promise<ExpiredPromotionsSwitchedOff> {
    return AdminCatalogPresenter.switchedOff(await this.switchOffUseCase.execute());
  }

  private answer<E extends PresentableError>(result: Result<DomainProduct, E>) {
    return result.ok ? this.catalog.product(result.value, this.today()) : presentError(result.error);
  }

  private today(): string {
    return limaDate(this.clock.now());
  }
}
