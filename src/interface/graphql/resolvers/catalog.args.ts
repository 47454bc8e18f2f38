import { IsBoolean, IsOptional } from 'class-validator';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/shared/pagination';
import { ProductListing, ProductSort } from '../types/catalog.types';

/**
 * A catalogue listing's arguments, checked by GraphQL's own types, the text rule (input-rules.ts) and the domain's
 * pagination rule: no class-validator decorators, so class-validator has nothing to run on the hottest query.
 */
@ArgsType()
export class ProductsArgs {
  @Field({
    nullable: true,
    description:
      'true: solo productos a la venta (producto y marca activos); false: solo los que no lo están (solo admin); ' +
      'sin indicar: todos para el admin, los activos para los demás.',
  })
  active?: boolean;

  @Field(() => ID, { nullable: true })
  brandId?: string;

  @Field(() => ID, { nullable: true })
  categoryId?: string;

  @Field({ nullable: true, description: 'Solo productos del carrusel de inicio.' })
  carousel?: boolean;

  @Field({ nullable: true, description: 'true: solo productos con una promoción vigente hoy.' })
  promoted?: boolean;

  @Field({
    nullable: true,
    description:
      'Solo los que coinciden por nombre o marca, como searchProducts (sin distinguir mayúsculas ni tildes; menos de ' +
      '2 caracteres no encuentra nada, más de 100 se rechaza), con el orden y las páginas de la lista (/buscar).',
  })
  @IsOptional()
  search?: string;

  @Field(() => ProductListing, { defaultValue: ProductListing.CATALOGUE })
  listing: ProductListing = ProductListing.CATALOGUE;

  @Field(() => ProductSort, { defaultValue: ProductSort.POSITION })
  sort: ProductSort = ProductSort.POSITION;

  // Bounds are the domain's pagination rule (ListProducts answers INVALID_PAGINATION); not re-checked here.
  @Field(() => Int, { defaultValue: 1, description: 'Desde 1.' })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `De 1 a ${MAX_PAGE_SIZE}.` })
  pageSize: number = DEFAULT_PAGE_SIZE;
}

@ArgsType()
export class ActiveFilterArgs {
  @Field({
    nullable: true,
    description:
      'Solo activos (true) o inactivos (false, solo admin); si se omite: todos para el admin, activos para los demás.',
  })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

/** A page of the active brands (brandPage): the home's carousel asks for the few it shows, then the next ones. */
@ArgsType()
export class BrandPageArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Desde 1.' })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `De 1 a ${MAX_PAGE_SIZE}.` })
  pageSize: number = DEFAULT_PAGE_SIZE;
}
