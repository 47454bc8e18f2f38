import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLISODateTime } from 'type-graphql';
import { Money } from './money.type';
import { PageInfo } from './page.types';

export enum ProductSort {
  POSITION = 'position',
  PRICE_ASC = 'price-asc',
  PRICE_DESC = 'price-desc',
  NAME = 'name',
}
registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'Orden de los productos: posición, precio ascendente, precio descendente o nombre.',
});

export enum ProductListing {
  CATALOGUE = 'catalogue',
  WEB = 'web',
  PROMOTIONS = 'promotions',
}
registerEnumType(ProductListing, {
  name: 'ProductListing',
  description:
    'Regla de visibilidad de la tienda: CATALOGUE (ninguna), WEB (productos a la venta; los en promoción solo dentro de su vigencia), PROMOTIONS (productos a la venta con promoción vigente o próxima).',
});

export enum PromotionType {
  PERCENTAGE = 'percentage',
  FIXED = 'fixed',
}
registerEnumType(PromotionType, { name: 'PromotionType' });

export enum PromotionStatus {
  UPCOMING = 'upcoming',
  ACTIVE = 'active',
  EXPIRED = 'expired',
}
registerEnumType(PromotionStatus, { name: 'PromotionStatus' });

export enum StockLevel {
  OUT = 'out',
  LOW = 'low',
  AVAILABLE = 'available',
}
registerEnumType(StockLevel, { name: 'StockLevel' });

@ObjectType('Brand')
export class Brand {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => String, { nullable: true, description: 'URL del logo.' }) logoUrl!: string | null;
  @Field() active!: boolean;
}

@ObjectType('Category')
export class Category {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field() active!: boolean;
}

@ObjectType('StockStatus')
export class StockStatus {
  @Field(() => StockLevel) level!: StockLevel;
  @Field({ description: "'Agotado', '¡Última unidad!', '¡Últimas N unidades!' o 'Stock disponible'." })
  label!: string;
}

@ObjectType('Promotion', { description: 'La promoción configurada y su estado en la fecha de hoy en Lima.' })
export class Promotion {
  @Field(() => PromotionType) type!: PromotionType;
  @Field(() => Int, { description: 'Porcentaje entero, o soles enteros si el tipo es FIXED.' }) discount!: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) startDate!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) endDate!: string | null;
  @Field(() => PromotionStatus) status!: PromotionStatus;
  @Field({ description: 'Inicio y fin el mismo día.' }) singleDay!: boolean;
  @Field(() => String, { nullable: true, description: "'-S/15' o '-20%'; null sin descuento." }) badge!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "'¡SOLO POR HOY!', '¡EN PROMOCIÓN!' o 'Próximamente en promoción'; null si expiró.",
  })
  headline!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "La línea bajo el titular: 'Hasta 30/11/2026' (activa) o '-20% desde el 01/12/2026' (próxima).",
  })
  detail!: string | null;
}

@ObjectType('Product')
export class Product {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: 'Descripción en markdown ligero.' }) description!: string;
  @Field(() => ID) brandId!: string;
  @Field(() => [ID]) categoryIds!: readonly string[];
  @Field(() => Money, { description: 'Precio a pagar hoy (con la promoción si aplica).' }) price!: Money;
  @Field(() => Money) originalPrice!: Money;
  @Field({ description: 'true si hoy aplica un descuento.' }) discountApplied!: boolean;
  @Field(() => Promotion, { nullable: true, description: 'null si el producto no está en promoción.' })
  promotion!: Promotion | null;
  @Field(() => Int, {
    description:
      'Unidades que se pueden pedir (las reservadas para pedidos no); en adminProducts, el stock en almacén.',
  })
  stock!: number;
  @Field(() => Int, {
    description:
      'En adminProducts: unidades reservadas para pedidos cuyo método de pago reserva stock; 0 en la tienda.',
  })
  heldStock!: number;
  @Field(() => Int, {
    description:
      "En adminProducts: cuántas personas esperan el aviso 'Avísame cuando vuelva' (confirmadas); 0 en la tienda.",
  })
  restockWaiting!: number;
  @Field(() => StockStatus) stockStatus!: StockStatus;
  @Field() active!: boolean;
  @Field() carousel!: boolean;
  @Field(() => Int) position!: number;
  @Field(() => String, { nullable: true, description: 'Imagen principal.' }) imageUrl!: string | null;
  @Field(() => [String]) imageUrls!: string[];
  @Field(() => [String], {
    description:
      'Claves de almacenamiento de las imágenes, en orden (la primera es la principal); las usa el formulario del admin.',
  })
  imageKeys!: readonly string[];
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  /**
   * Not in the schema: the brand and categories read with the product (catalogue reads), already presented, which
   * Product.brand and Product.categories answer from; absent, they are looked up by id.
   */
  taxonomy?: { readonly brand: Brand | null; readonly categories: readonly Category[] };
}

@ObjectType('ProductPage', { implements: PageInfo })
export class ProductPage extends PageInfo {
  @Field(() => [Product]) items!: Product[];
}

@ObjectType('BrandPage', { implements: PageInfo, description: 'Una página de las marcas activas, por nombre.' })
export class BrandPage extends PageInfo {
  @Field(() => [Brand]) items!: Brand[];
}
