import { inject, injectable } from 'inversify';
import { Authorized, Query, Resolver } from 'type-graphql';
import { GetAdminDashboard } from '../../../application/orders/GetAdminDashboard';
import { GetOrderStatistics } from '../../../application/orders/GetOrderStatistics';
import type { FileStorage } from '../../../application/ports/file-storage';
import { TOKENS } from '../../../application/ports/tokens';
import { ADMIN } from '../auth-checker';
import { AdminDashboardPresenter } from '../presenters/admin-dashboard.presenter';
import { CatalogPresenter } from '../presenters/catalog.presenter';
import { AdminDashboard, OrderStatistics } from '../types/admin-dashboard.types';

/** The back office's figures, for admins only: the orders screen's stat cards and the dashboard. */
@injectable()
@Resolver()
export class AdminDashboardResolver {
  private readonly present: AdminDashboardPresenter;

  constructor(
    @inject(GetOrderStatistics) private readonly getOrderStatistics: GetOrderStatistics,
    @inject(GetAdminDashboard) private readonly getAdminDashboard: GetAdminDashboard,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new AdminDashboardPresenter(new CatalogPresenter(storage));
  }

  @Authorized(ADMIN)
  @Query(() => OrderStatistics, { description: 'Las tarjetas de la pantalla de pedidos (todos los pedidos).' })
  async orderStatistics(): Promise<OrderStatistics> {
    return this.present.orderStatistics(await this.getOrderStatistics.execute());
  }

  @Authorized(ADMIN)
  @Query(() => AdminDashboard, { description: 'El resumen del admin, en meses de Lima.' })
  async adminDashboard(): Promise<AdminDashboard> {
    return this.present.dashboard(await this.getAdminDashboard.execute());
  }
}
