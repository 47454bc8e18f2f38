import { inject, injectable } from 'inversify';
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ChangeOrderStatus } from '../../../application/orders/ChangeOrderStatus';
import { GetAdminOrder } from '../../../application/orders/GetAdminOrder';
import { ListAdminOrders } from '../../../application/orders/ListAdminOrders';
import { SetPaymentLink } from '../../../application/orders/SetPaymentLink';
import type { FileStorage } from '../../../application/ports/file-storage';
import { TOKENS } from '../../../application/ports/tokens';
import type { AdminOrderSort as DomainSort } from '../../../domain/order/admin-order-list';
import type { OrderStatus as DomainStatus } from '../../../domain/order/order-status';
import { ADMIN } from '../auth-checker';
import type { GraphQLContext } from '../context';
import { AdminOrderPresenter } from '../presenters/admin-order.presenter';
import { presentError } from '../presenters/error-result.presenter';
import { OrderPresenter } from '../presenters/order.presenter';
import { domainFailure } from '../errors';
import {
  AdminOrder,
  AdminOrderPage,
  AdminOrdersArgs,
  ChangeOrderStatusResult,
  SetPaymentLinkResult,
} from '../types/admin-order.types';
import { OrderStatus } from '../types/order.types';

/**
 * The shop's side of orders, for admins only: the list and search, one order
 * with its status history, the workflow's moves (completing takes the stock)
 * and the payment link. The signed-in admin is recorded with every move.
 */
@injectable()
@Resolver()
export class AdminOrderResolver {
  private readonly orders: OrderPresenter;
  private readonly present: AdminOrderPresenter;

  constructor(
    @inject(ListAdminOrders) private readonly listAdminOrders: ListAdminOrders,
    @inject(GetAdminOrder) private readonly getAdminOrder: GetAdminOrder,
    @inject(ChangeOrderStatus) private readonly changeOrderStatusUseCase: ChangeOrderStatus,
    @inject(SetPaymentLink) private readonly setPaymentLinkUseCase: SetPaymentLink,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.orders = new OrderPresenter(storage);
    this.present = new AdminOrderPresenter(this.orders);
  }

  @Authorized(ADMIN)
  @Query(() => AdminOrderPage, {
    description:
      'Una página de los pedidos (25 por defecto), del más antiguo al más reciente salvo que se pida otro orden; ' +
      'filtra por estado, por días de Lima y por búsqueda (id corto, nombre, e-mail, celular o documento).',
  })
  async adminOrders(
    @Args(() => AdminOrdersArgs) args: AdminOrdersArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminOrderPage> {
    const result = await this.listAdminOrders.execute({
      ...args,
      status: args.status as DomainStatus | null | undefined,
      sort: args.sort as DomainSort,
    });
    if (!result.ok) throw domainFailure(result.error);
    const { items, ...page } = result.value;
    return Object.assign(new AdminOrderPage(), {
      ...page,
      items: items.map((order) => this.orders.order(order, ctx.siteOrigin)),
    });
  }

  @Authorized(ADMIN)
  @Query(() => AdminOrder, { nullable: true, description: 'Un pedido con su historial de estados; null si no existe.' })
  async adminOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<AdminOrder | null> {
    const view = await this.getAdminOrder.execute(id);
    return view ? this.present.adminOrder(view, ctx.siteOrigin) : null;
  }

  @Authorized(ADMIN)
  @Mutation(() => ChangeOrderStatusResult, {
    description:
      'Procesa, completa o cancela un pedido según el flujo. Completar descuenta el stock o, si falta, no cambia nada. ' +
      'Pedir el estado que ya tiene no hace nada y devuelve el pedido.',
  })
  async changeOrderStatus(
    @Arg('orderId', () => ID) orderId: string,
    @Arg('status', () => OrderStatus) status: OrderStatus,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof ChangeOrderStatusResult> {
    const result = await this.changeOrderStatusUseCase.execute(
      { orderId, status: status as DomainStatus },
      ctx.viewer!,
      ctx.siteOrigin,
    );
    if (result.ok) return this.orders.order(result.value, ctx.siteOrigin);
    const { error } = result;
    switch (error.code) {
      case 'ORDER_TRANSITION_NOT_ALLOWED':
        return this.present.transitionRefused(error);
      case 'STOCK_INSUFFICIENT':
        return this.present.stockShortage(error);
      default:
        return presentError(error);
    }
  }

  @Authorized(ADMIN)
  @Mutation(() => SetPaymentLinkResult, {
    description:
      'Pone el link de pago de un pedido En Proceso (solo http/https; sin esquema se agrega https://). Vacío lo quita.',
  })
  async setPaymentLink(
    @Arg('orderId', () => ID) orderId: string,
    @Arg('link') link: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof SetPaymentLinkResult> {
    const result = await this.setPaymentLinkUseCase.execute(orderId, link, ctx.siteOrigin);
    return result.ok ? this.orders.order(result.value, ctx.siteOrigin) : presentError(result.error);
  }
}
