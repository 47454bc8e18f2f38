import { ArrayMaxSize, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { ArgsType, createUnionType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Product, PromotionType } from './catalog.types';
import { InvalidInputError, NotFoundError } from './error-result.types';
import { AdminPageArgs } from './page.types';

/** The domain's AdminProductSort values (src/domain/catalog/product-admin.ts). */
export enum AdminProductSort {
  POSITION = 'position',
  MOST_WAITED = 'most-waited',
}
registerEnumType(AdminProductSort, {
  name: 'AdminProductSort',
  description:
    "POSITION (posición y nombre, el de siempre) o MOST_WAITED ('Primero los más esperados': más personas esperando " +
    "el aviso 'Avísame cuando vuelva' primero, luego por posición).",
});

@ArgsType()
export class AdminProductsArgs extends AdminPageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'En el nombre del producto o de su marca, sin distinguir mayúsculas ni tildes.',
  })
  search?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: solo activos; false: solo inactivos; sin indicar: todos.',
  })
  active?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: con la promoción activada (sean cuales sean sus fechas, como la tarjeta «En promoción»).',
  })
  promoted?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: stock bajo (activos con 5 unidades o menos, como la tarjeta y el resumen).',
  })
  lowStock?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'true: solo los del carrusel de inicio.' })
  carousel?: boolean | null;

  @Field(() => AdminProductSort, { defaultValue: AdminProductSort.POSITION })
  sort: AdminProductSort = AdminProductSort.POSITION;
}

const NAME_MAX = 200;
const DESCRIPTION_MAX = 5000;
const TOO_LONG = (what: string, max: number) => ({ message: `${what} puede tener hasta ${max} caracteres` });
/** More keys than the form allows are refused by the domain rule; this only bounds the request. */
const KEYS_MAX = 20;

@InputType('PromotionInput', {
  description: 'La promoción del formulario. Las fechas son YYYY-MM-DD en Lima; sin fin, dura un solo día.',
})
export class PromotionInput {
  @Field() isPromoted!: boolean;
  @Field(() => PromotionType) type!: PromotionType;
  @Field(() => Int, { description: 'Porcentaje entero, o soles enteros si el tipo es FIXED; 0 sin promoción.' })
  discount!: number;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(10, { message: 'La fecha de inicio no es válida' })
  startDate?: string | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(10, { message: 'La fecha de fin no es válida' })
  endDate?: string | null;
}

@InputType('ProductInput', {
  description: 'El formulario de producto. El precio final no se envía: lo calcula el servidor.',
})
export class ProductInput {
  @Field()
  @MaxLength(NAME_MAX, TOO_LONG('El nombre', NAME_MAX))
  name!: string;
  @Field({ description: 'Markdown ligero.' })
  @MaxLength(DESCRIPTION_MAX, TOO_LONG('La descripción', DESCRIPTION_MAX))
  description!: string;
  @Field(() => ID, { nullable: true, description: 'Una marca activa.' })
  @IsOptional()
  @MaxLength(64, { message: 'Debes seleccionar una marca' })
  brandId?: string | null;
  @Field(() => [ID], { description: 'Al menos una categoría activa.' })
  @ArrayMaxSize(50, { message: 'Demasiadas categorías' })
  categoryIds!: string[];
  @Field(() => Int, { nullable: true, description: 'Precio original en céntimos.' })
  originalPriceCents?: number | null;
  @Field(() => Int, { nullable: true })
  stock?: number | null;
  @Field(() => [String], {
    description:
      'De 1 a 5 claves devueltas por POST /api/admin/images (purpose=product) o que el producto ya tenía, en orden (la primera es la principal).',
  })
  @ArrayMaxSize(KEYS_MAX, { message: 'Solo puedes tener máximo 5 imágenes en total' })
  imageKeys!: string[];
  @Field(() => PromotionInput)
  @ValidateNested()
  promotion!: PromotionInput;
  @Field() active!: boolean;
  @Field({ description: 'Mostrar en el carrusel de la portada.' }) carousel!: boolean;
}

@ObjectType('ProductStatistics', { description: 'Las tarjetas de la pantalla de productos (sin los archivados).' })
export class ProductStatistics {
  @Field(() => Int) total!: number;
  @Field(() => Int) active!: number;
  @Field(() => Int, { description: 'Con la promoción activada, sean cuales sean sus fechas.' }) promoted!: number;
  @Field(() => Int, { description: 'En el carrusel de la portada.' }) carousel!: number;
  @Field(() => Int) upcomingPromotions!: number;
  @Field(() => Int) activePromotions!: number;
  @Field(() => Int, { description: 'Productos activos con stock de 5 o menos.' }) lowStock!: number;
}

@ObjectType('ProductDeleted')
export class ProductDeleted {
  @Field(() => ID) id!: string;
  @Field({ description: "'Producto eliminado con éxito'" }) message!: string;
  @Field({
    description: 'true si había pedidos con el producto: se archivó (desaparece de todo) y los pedidos lo conservan.',
  })
  archived!: boolean;
}

@ObjectType('ExpiredPromotionsSwitchedOff')
export class ExpiredPromotionsSwitchedOff {
  @Field(() => Int) count!: number;
  @Field({ description: "'Se han desactivado N promociones expiradas'" }) message!: string;
}

export const ProductResult = createUnionType({
  name: 'ProductResult',
  types: () => [Product, InvalidInputError, NotFoundError] as const,
});

export const DeleteProductResult = createUnionType({
  name: 'DeleteProductResult',
  types: () => [ProductDeleted, NotFoundError] as const,
});

export const StockAdjustmentResult = createUnionType({
  name: 'StockAdjustmentResult',
  types: () => [Product, NotFoundError, InvalidInputError] as const,
});
