import { Field, Float, Int, ObjectType } from 'type-graphql';
import { DASHBOARD_LOW_STOCK_SHOWN, DASHBOARD_MOST_WISHED_SHOWN } from '../../../application/orders/GetAdminDashboard';
import { Product } from './catalog.types';
import { Money } from './money.type';

@ObjectType('OrderStatistics', {
  description: 'Las tarjetas de la pantalla de pedidos; ingresos y ticket promedio solo de pedidos completados.',
})
export class OrderStatistics {
  @Field(() => Int) total!: number;
  @Field(() => Int) pending!: number;
  @Field(() => Int) processing!: number;
  @Field(() => Int) completed!: number;
  @Field(() => Int) cancelled!: number;
  @Field(() => Money, { description: 'Suma de los totales de los pedidos completados.' }) revenue!: Money;
  @Field(() => Money, { description: 'Ingresos ÷ pedidos completados; 0 sin pedidos completados.' })
  averageOrderValue!: Money;
}

@ObjectType('MonthSales', { description: 'Un mes de Lima en el gráfico de ventas.' })
export class MonthSales {
  @Field({ description: '"2026-11".' }) month!: string;
  @Field({ description: '"nov. 2026".' }) label!: string;
  @Field(() => Money, { description: 'Pedidos completados creados en el mes.' }) sales!: Money;
  @Field(() => Int, { description: 'Pedidos no cancelados creados en el mes.' }) orders!: number;
}

@ObjectType('WishedProduct', { description: 'Un producto y cuántas cuentas lo tienen en sus favoritos.' })
export class WishedProduct {
  @Field(() => Product) product!: Product;
  @Field(() => Int, { description: 'Cuentas que lo tienen en "Mis favoritos".' }) favorites!: number;
}

@ObjectType('AdminDashboard', { description: 'El resumen del admin: el mes de Lima en curso contra el anterior.' })
export class AdminDashboard {
  @Field(() => Money, { description: 'Ventas (pedidos completados) de este mes.' }) monthSales!: Money;
  @Field(() => Money) previousMonthSales!: Money;
  @Field(() => Float, { nullable: true, description: 'Variación en %, un decimal; null si el mes anterior no vendió.' })
  salesChangePercent!: number | null;
  @Field(() => Int, { description: 'Pedidos no cancelados de este mes.' }) monthOrders!: number;
  @Field(() => Int) previousMonthOrders!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Variación en %, un decimal; null si el mes anterior no tuvo pedidos.',
  })
  ordersChangePercent!: number | null;
  @Field(() => Int) activeProducts!: number;
  @Field(() => Int, { description: 'Con la promoción activada, sean cuales sean sus fechas.' })
  promotedProducts!: number;
  @Field(() => Int) upcomingPromotions!: number;
  @Field(() => Int) activePromotions!: number;
  @Field(() => Int, {
    description:
      'Productos con stock bajo (activos con 5 unidades o menos), los mismos que filtra la pantalla de productos.',
  })
  lowStockCount!: number;
  @Field(() => [Product], {
    description: `Los primeros ${DASHBOARD_LOW_STOCK_SHOWN} productos con stock bajo, del menor stock al mayor (lowStockCount los cuenta todos).`,
  })
  lowStock!: Product[];
  @Field(() => [WishedProduct], {
    description: `Los ${DASHBOARD_MOST_WISHED_SHOWN} productos en los favoritos de más cuentas, de más a menos (los eliminados no).`,
  })
  mostWished!: WishedProduct[];
  @Field(() => [MonthSales], { description: 'Los últimos 12 meses de Lima, del más antiguo al actual.' })
  salesByMonth!: MonthSales[];
  @Field(() => Int, {
    description: 'Carritos guardados abandonados este mes de Lima (24 h sin tocar con algo disponible).',
  })
  abandonedCarts!: number;
  @Field(() => Int, {
    description: 'Carritos abandonados de los que se hizo un pedido este mes de Lima (recuperados).',
  })
  recoveredCarts!: number;
}
