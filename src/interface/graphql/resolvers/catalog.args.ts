import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/shared/pagination';
import { ProductListingOption, ProductSortOption } from '../types/catalog.types';

@ArgsType()
export class ProductsArgs {
  @Field({ nullable: true, description: 'Solo productos activos (true) o inactivos (false).' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  brandId?: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  categoryId?: string;

  @Field({ nullable: true, description: 'Solo productos del carrusel de inicio.' })
  @IsOptional()
  carousel?: boolean;

  @Field({ nullable: true, description: 'true: solo productos con una promoción vigente hoy.' })
  @IsOptional()
  promoted?: boolean;

  @Field(() => ProductListingOption, { defaultValue: ProductListingOption.CATALOGUE })
  listing: ProductListingOption = ProductListingOption.CATALOGUE;

  @Field(() => ProductSortOption, { defaultValue: ProductSortOption.POSITION })
  sort: ProductSortOption = ProductSortOption.POSITION;

  @Field(() => Int, { defaultValue: 1 })
  @IsInt({ message: 'La página debe ser un número entero' })
  @Min(1, { message: 'La página debe ser mayor o igual a 1' })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE })
  @IsInt({ message: 'El tamaño de página debe ser un número entero' })
  @Min(1, { message: `El tamaño de página debe estar entre 1 y ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `El tamaño de página debe estar entre 1 y ${MAX_PAGE_SIZE}` })
  pageSize: number = DEFAULT_PAGE_SIZE;
}

@ArgsType()
export class ActiveFilterArgs {
  @Field({ nullable: true, description: 'Solo activos (true) o inactivos (false); todos si se omite.' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}
