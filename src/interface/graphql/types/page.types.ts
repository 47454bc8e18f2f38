import { ArgsType, Field, Int, InterfaceType } from 'type-graphql';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/shared/pagination';

/**
 * Where one page of a list stands; each list's page type implements it and adds its `items` (the web selects
 * these four once, in its PageFields fragment).
 */
@InterfaceType('PageInfo', { description: 'Dónde está una página de una lista.' })
export abstract class PageInfo {
  @Field(() => Int, { description: 'Cuántos coinciden en todas las páginas.' }) total!: number;
  @Field(() => Int, { description: 'Desde 1.' }) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => Int, { description: 'Al menos 1.' }) totalPages!: number;
}

/** The page an admin list is asked for; bounds are the domain's pagination rule (INVALID_PAGINATION). */
@ArgsType()
export class AdminPageArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Desde 1.' })
  page: number = 1;

  @Field(() => Int, { defaultValue: ADMIN_PAGE_SIZE, description: `De 1 a ${MAX_PAGE_SIZE}.` })
  pageSize: number = ADMIN_PAGE_SIZE;
}
