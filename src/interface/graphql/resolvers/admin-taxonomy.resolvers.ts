import { inject, injectable } from 'inversify';
import { Arg, Args, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CreateBrand } from '../../../application/catalog-admin/CreateBrand';
import { CreateCategory } from '../../../application/catalog-admin/CreateCategory';
import { DeleteBrand } from '../../../application/catalog-admin/DeleteBrand';
import { DeleteCategory } from '../../../application/catalog-admin/DeleteCategory';
import { ListAdminBrands } from '../../../application/catalog-admin/ListAdminBrands';
import { ListAdminCategories } from '../../../application/catalog-admin/ListAdminCategories';
import { UpdateBrand } from '../../../application/catalog-admin/UpdateBrand';
import { UpdateCategory } from '../../../application/catalog-admin/UpdateCategory';
import type { FileStorage } from '../../../application/ports/file-storage';
import { TOKENS } from '../../../application/ports/tokens';
import { ADMIN } from '../auth-checker';
import { domainFailure } from '../errors';
import { AdminTaxonomyPresenter } from '../presenters/admin-taxonomy.presenter';
import { CatalogPresenter } from '../presenters/catalog.presenter';
import {
  AdminBrandPage,
  AdminCategoryPage,
  AdminTaxonomyArgs,
  BrandDeleted,
  BrandInput,
  BrandResult,
  CategoryDeleted,
  CategoryInput,
  CategoryResult,
  DeleteBrandResult,
  DeleteCategoryResult,
} from '../types/admin-taxonomy.types';

/**
 * The admin's brands and categories (admins only): the lists with their
 * search, create, edit and delete. Deleting one that products still use is
 * refused with how many (InUseError).
 */
@injectable()
@Resolver()
export class AdminTaxonomyResolver {
  private readonly present: AdminTaxonomyPresenter;
  private readonly catalog: CatalogPresenter;

  constructor(
    @inject(ListAdminBrands) private readonly listAdminBrands: ListAdminBrands,
    @inject(CreateBrand) private readonly createBrandUseCase: CreateBrand,
    @inject(UpdateBrand) private readonly updateBrandUseCase: UpdateBrand,
    @inject(DeleteBrand) private readonly deleteBrandUseCase: DeleteBrand,
    @inject(ListAdminCategories) private readonly listAdminCategories: ListAdminCategories,
    @inject(CreateCategory) private readonly createCategoryUseCase: CreateCategory,
    @inject(UpdateCategory) private readonly updateCategoryUseCase: UpdateCategory,
    @inject(DeleteCategory) private readonly deleteCategoryUseCase: DeleteCategory,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new AdminTaxonomyPresenter(storage);
    this.catalog = new CatalogPresenter(storage);
  }

  @Authorized(ADMIN)
  @Query(() => AdminBrandPage, {
    description:
      'Una página de las marcas, activas o no, por nombre (25 por defecto), con cuántos productos tiene cada una; ' +
      '`search` busca en el nombre sin importar mayúsculas ni tildes.',
  })
  async adminBrandPage(@Args(() => AdminTaxonomyArgs) args: AdminTaxonomyArgs): Promise<AdminBrandPage> {
    const result = await this.listAdminBrands.execute(args.search ?? null, args);
    if (!result.ok) throw domainFailure(result.error);
    return this.present.brandPage(result.value);
  }

  @Authorized(ADMIN)
  @Mutation(() => BrandResult, {
    description: "Crea una marca ('Marca creada con éxito'); la descripción es el nombre.",
  })
  async createBrand(@Arg('input', () => BrandInput) input: BrandInput): Promise<typeof BrandResult> {
    const result = await this.createBrandUseCase.execute({ ...input, logoKey: input.logoKey ?? null });
    return result.ok ? this.present.brand(result.value) : this.present.invalid(result.error);
  }

  @Authorized(ADMIN)
  @Mutation(() => BrandResult, {
    description: "Edita una marca ('Marca actualizada con éxito'); el logo reemplazado o quitado se borra.",
  })
  async updateBrand(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BrandInput) input: BrandInput,
  ): Promise<typeof BrandResult> {
    const result = await this.updateBrandUseCase.execute(id, { ...input, logoKey: input.logoKey ?? null });
    if (result.ok) return this.present.brand(result.value);
    return result.error.code === 'BRAND_NOT_FOUND'
      ? this.present.notFound(result.error)
      : this.present.invalid(result.error);
  }

  @Authorized(ADMIN)
  @Mutation(() => DeleteBrandResult, {
    description: 'Elimina una marca sin productos, con su logo; con productos responde InUseError.',
  })
  async deleteBrand(@Arg('id', () => ID) id: string): Promise<typeof DeleteBrandResult> {
    const result = await this.deleteBrandUseCase.execute(id);
    if (result.ok) return Object.assign(new BrandDeleted(), result.value);
    return result.error.code === 'BRAND_NOT_FOUND'
      ? this.present.notFound(result.error)
      : this.present.inUse(result.error);
  }

  @Authorized(ADMIN)
  @Query(() => AdminCategoryPage, {
    description:
      'Una página de las categorías, activas o no, por nombre (25 por defecto), con cuántos productos tiene cada ' +
      'una; `search` busca en el nombre sin importar mayúsculas ni tildes.',
  })
  async adminCategoryPage(@Args(() => AdminTaxonomyArgs) args: AdminTaxonomyArgs): Promise<AdminCategoryPage> {
    const result = await this.listAdminCategories.execute(args.search ?? null, args);
    if (!result.ok) throw domainFailure(result.error);
    return this.present.categoryPage(result.value);
  }

  @Authorized(ADMIN)
  @Mutation(() => CategoryResult, { description: 'Crea una categoría: nombre y descripción obligatorios.' })
  async createCategory(@Arg('input', () => CategoryInput) input: CategoryInput): Promise<typeof CategoryResult> {
    const result = await this.createCategoryUseCase.execute(input);
    return result.ok ? this.catalog.category(result.value) : this.present.invalid(result.error);
  }

  @Authorized(ADMIN)
  @Mutation(() => CategoryResult, {
    description: 'Edita una categoría (una inactiva no se puede elegir en productos).',
  })
  async updateCategory(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CategoryInput) input: CategoryInput,
  ): Promise<typeof CategoryResult> {
    const result = await this.updateCategoryUseCase.execute(id, input);
    if (result.ok) return this.catalog.category(result.value);
    return result.error.code === 'CATEGORY_NOT_FOUND'
      ? this.present.notFound(result.error)
      : this.present.invalid(result.error);
  }

  @Authorized(ADMIN)
  @Mutation(() => DeleteCategoryResult, {
    description: 'Elimina una categoría sin productos; con productos responde InUseError.',
  })
  async deleteCategory(@Arg('id', () => ID) id: string): Promise<typeof DeleteCategoryResult> {
    const result = await this.deleteCategoryUseCase.execute(id);
    if (result.ok) return Object.assign(new CategoryDeleted(), result.value);
    return result.error.code === 'CATEGORY_NOT_FOUND'
      ? this.present.notFound(result.error)
      : this.present.inUse(result.error);
  }
}
