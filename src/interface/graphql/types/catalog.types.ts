import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLISODateTime } from 'type-graphql';
import { MoneyType } from './money.type';

export enum ProductSortOption {
  POSITION = 'position',
  PRICE_ASC = 'price-asc',
  PRICE_DESC = 'price-desc',
  NAME = 'name',
}
registerEnumType(ProductSortOption, {
  name: 'ProductSort',
  description: 'Orden de los productos: posición, precio ascendente, precio descendente o nombre.',
});

export enum ProductListingOption {
  CATALOGUE = 'catalogue',
  WEB = 'web',
  PROMOTIONS = 'promotions',
}
registerEnumType(ProductListingOption, {
  name: 'ProductListing',
  description:
    'Regla de visibilidad de la tienda: CATALOGUE (ninguna), WEB (los productos en promoción solo dentro de su vigencia), PROMOTIONS (promociones vigentes o próximas).',
});

export enum PromotionKind {
  PERCENTAGE = 'percentage',
  FIXED = 'fixed',
}
registerEnumType(PromotionKind, { name: 'PromotionType' });

export enum PromotionState {
  UPCOMING = 'upcoming',
  ACTIVE = 'active',
  EXPIRED = 'expired',
}
registerEnumType(PromotionState, { name: 'PromotionStatus' });

export enum StockLevelOption {
  OUT = 'out',
  LOW = 'low',
  AVAILABLE = 'available',
}
registerEnumType(StockLevelOption, { name: 'StockLevel' });

@ObjectType('Brand')
export class BrandType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => String, { nullable: true, description: 'URL del logo.' }) logoUrl!: string | null;
  @Field() active!: boolean;
}

@ObjectType('Category')
export class CategoryType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field() active!: boolean;
}

@ObjectType('StockStatus')
export class StockStatusType {
  @Field(() => StockLevelOption) level!: StockLevelOption;
  @Field({ description: "'Agotado', '¡Últimas N unidades!' o 'Stock disponible'." }) label!: string;
}

@ObjectType('Promotion', { description: 'La promoción configurada y su estado en la fecha de hoy en Lima.' })
export class PromotionType {
  @Field(() => PromotionKind) type!: PromotionKind;
  @Field(() => Int, { description: 'Porcentaje entero, o soles enteros si el tipo es FIXED.' }) discount!: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) startDate!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) endDate!: string | null;
  @Field(() => PromotionState) status!: PromotionState;
  @Field({ description: 'Inicio y fin el mismo día.' }) singleDay!: boolean;
  @Field(() => String, { nullable: true, description: "'-S/15' o '-20%'; null sin descuento." }) badge!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "'¡SOLO POR HOY!', '¡EN PROMOCIÓN!' o 'Próximamente en promoción'; null si expiró.",
  })
  headline!: string | null;
  @Field(() => String, { nullable: true, description: "p. ej. 'Hasta 30/11/2026'." }) detail!: string | null;
}

@ObjectType('Product')
export class ProductType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: 'Descripción en markdown ligero.' }) description!: string;
  @Field(() => ID) brandId!: string;
  @Field(() => [ID]) categoryIds!: string[];
  @Field(() => MoneyType, { description: 'Precio a pagar hoy (con la promoción si aplica).' }) price!: MoneyType;
  @Field(() => MoneyType) originalPrice!: MoneyType;
  @Field({ description: 'true si hoy aplica un descuento.' }) discountApplied!: boolean;
  @Field(() => PromotionType, { nullable: true, description: 'null si el producto no está en promoción.' })
  promotion!: PromotionType | null;
  @Field(() => Int) stock!: number;
  @Field(() => StockStatusType) stockStatus!: StockStatusType;
  @Field() active!: boolean;
  @Field() carousel!: boolean;
  @Field(() => Int) position!: number;
  @Field(() => String, { nullable: true, description: 'Imagen principal.' }) imageUrl!: string | null;
  @Field(() => [String]) imageUrls!: string[];
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType('ProductPage')
export class ProductPageType {
  @Field(() => [ProductType]) items!: ProductType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => Int) totalPages!: number;
}
