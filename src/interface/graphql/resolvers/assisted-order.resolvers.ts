import { inject, injectable } from 'inversify';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { CreateAssistedOrder } from '../../../application/orders/CreateAssistedOrder';
import { SearchAssistedOrderProducts } from '../../../application/orders/SearchAssistedOrderProducts';
import type { FileStorage } from '../../../application/ports/file-storage';
import { TOKENS } from '../../../application/ports/tokens';
import { ADMIN } from '../auth-checker';
import type { GraphQLContext } from '../context';
import { domainFailure } from '../errors';
import { CartPresenter } from '../presenters/cart.presenter';
import { CatalogPresenter } from '../presenters/catalog.presenter';
import { OrderPresenter } from '../presenters/order.presenter';
import { AssistedOrderInput, AssistedOrderResult } from '../types/assisted-order.types';
import { Product } from '../types/catalog.types';

/**
 * The create-order modal, for admins only: the product picker and the order
 * placed for a customer. The server prices and checks it as the checkout does;
 * the answer's `link` is what the admin sends the customer.
 */
@injectable()
@Resolver()
export class AssistedOrderResolver {
  private readonly orders: OrderPresenter;
  private readonly cart: CartPresenter;
  private readonly catalog: CatalogPresenter;

  constructor(
    @inject(CreateAssistedOrder) private readonly createAssistedOrderUseCase: CreateAssistedOrder,
    @inject(SearchAssistedOrderProducts) private readonly searchProducts: SearchAssistedOrderProducts,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.orders = new OrderPresenter(storage);
    this.cart = new CartPresenter(storage);
    this.catalog = new CatalogPresenter(storage);
  }

  @Authorized(ADMIN)
  @Query(() => [Product], {
    description:
      'Productos para un pedido del admin: a la venta y con stock, por nombre o marca sin distinguir tildes; a lo más 5.',
  })
  async assistedOrderProducts(@Arg('search') search: string): Promise<Product[]> {
    const result = await this.searchProducts.execute(search);
    if (!result.ok) throw domainFailure(result.error);
    return result.value.items.map((product) => this.catalog.product(product, result.value.today));
  }

  @Authorized(ADMIN)
  @Mutation(() => AssistedOrderResult, {
    description:
      'Crea un pedido pendiente para un cliente (sin envío, DNI y boleta) con los precios y el stock del servidor; ' +
      'el cliente recibe el enlace por e-mail. Idempotente por `idempotencyKey`.',
  })
  async createAssistedOrder(
    @Arg('input', () => AssistedOrderInput) input: AssistedOrderInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AssistedOrderResult> {
    const result = await this.createAssistedOrderUseCase.execute(
      {
        idempotencyKey: input.idempotencyKey,
        customer: input.customer,
        paymentMethod: input.paymentMethod,
        lines: input.lines,
        expectedTotalCents: input.expectedTotalCents,
      },
      { siteOrigin: ctx.siteOrigin },
    );
    if (result.ok) return this.orders.order(result.value, ctx.siteOrigin);
    return this.cart.refusedNewOrder(result.error);
  }
}
