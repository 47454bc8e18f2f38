import { inject, injectable } from 'inversify';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CountMyOrders } from '../../../application/orders/CountMyOrders';
import { GetOrder } from '../../../application/orders/GetOrder';
import { ListMyOrders, MY_ORDERS_PAGE_SIZE } from '../../../application/orders/ListMyOrders';
import { ListOrdersByIds } from '../../../application/orders/ListOrdersByIds';
import { PlaceOrder } from '../../../application/orders/PlaceOrder';
import type { FileStorage } from '../../../application/ports/file-storage';
import { TOKENS } from '../../../application/ports/tokens';
import type { OrderStatus as DomainStatus } from '../../../domain/order/order-status';
import { MAX_PAGE_SIZE } from '../../../domain/shared/pagination';
import type { GraphQLContext } from '../context';
import { domainFailure } from '../errors';
import { CartPresenter } from '../presenters/cart.presenter';
import { OrderPresenter } from '../presenters/order.presenter';
import { Order, OrderPage, OrderStatus, PlaceOrderInput, PlaceOrderResult } from '../types/order.types';

/**
 * Orders for shoppers. Reading needs the order's link (its unguessable id) or
 * the signed-in account that owns it; there is no lookup by e-mail. Placing
 * takes only product ids and quantities: the server prices everything.
 */
@injectable()
@Resolver()
export class OrderResolver {
  private readonly present: OrderPresenter;
  private readonly cart: CartPresenter;

  constructor(
    @inject(PlaceOrder) private readonly placeOrderUseCase: PlaceOrder,
    @inject(GetOrder) private readonly getOrder: GetOrder,
    @inject(ListOrdersByIds) private readonly listOrdersByIds: ListOrdersByIds,
    @inject(ListMyOrders) private readonly listMyOrders: ListMyOrders,
    @inject(CountMyOrders) private readonly countMyOrders: CountMyOrders,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new OrderPresenter(storage);
    this.cart = new CartPresenter(storage);
  }

  @Query(() => Order, { nullable: true, description: 'Un pedido por su enlace; null si no existe.' })
  async order(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Order | null> {
    const order = await this.getOrder.execute(id);
    return order ? this.present.order(order, ctx.siteOrigin) : null;
  }

  @Query(() => [Order], {
    description: 'Los pedidos cuyos enlaces recuerda este navegador (máximo 50), del más reciente al más antiguo.',
  })
  async ordersByIds(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GraphQLContext): Promise<Order[]> {
    const result = await this.listOrdersByIds.execute(ids);
    if (!result.ok) throw domainFailure(result.error);
    return result.value.map((order) => this.present.order(order, ctx.siteOrigin));
  }

  @Authorized()
  @Query(() => OrderPage, {
    description:
      'Una página de los pedidos de la cuenta (y de los hechos como invitado con su e-mail), del más reciente al ' +
      `más antiguo (${MY_ORDERS_PAGE_SIZE} por defecto).`,
  })
  async myOrderPage(
    @Arg('status', () => OrderStatus, { nullable: true }) status: OrderStatus | null,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Desde 1.' }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: MY_ORDERS_PAGE_SIZE, description: `De 1 a ${MAX_PAGE_SIZE}.` })
    pageSize: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OrderPage> {
    const result = await this.listMyOrders.execute(ctx.viewer!, (status ?? undefined) as DomainStatus | undefined, {
      page,
      pageSize,
    });
    if (!result.ok) throw domainFailure(result.error);
    const { items, ...where } = result.value;
    return Object.assign(new OrderPage(), {
      ...where,
      items: items.map((order) => this.present.order(order, ctx.siteOrigin)),
    });
  }

  @Authorized()
  @Query(() => Int, {
    description:
      "Cuántos pedidos tiene la cuenta, contados como en `myOrderPage` (la barra superior resalta 'Mis pedidos').",
  })
  myOrderCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.countMyOrders.execute(ctx.viewer!);
  }

  @Mutation(() => PlaceOrderResult, {
    description:
      'Registra un pedido pendiente con los precios y el stock del servidor. Idempotente por `idempotencyKey`.',
  })
  async placeOrder(
    @Arg('input', () => PlaceOrderInput) input: PlaceOrderInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof PlaceOrderResult> {
    const result = await this.placeOrderUseCase.execute(
      {
        idempotencyKey: input.idempotencyKey,
        form: { ...input.customer, shippingMethod: input.shippingMethod, paymentMethod: input.paymentMethod },
        invoice: input.invoice ?? { type: 'boleta' },
        lines: input.lines,
        expectedTotalCents: input.expectedTotalCents,
      },
      { viewer: ctx.viewer, siteOrigin: ctx.siteOrigin },
    );
    if (result.ok) return this.present.order(result.value, ctx.siteOrigin);
    return this.cart.refusedNewOrder(result.error);
  }
}
