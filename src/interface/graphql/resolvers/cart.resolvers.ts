import { inject, injectable } from 'inversify';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { GetSavedCart } from '../../../application/cart/GetSavedCart';
import { MergeCart } from '../../../application/cart/MergeCart';
import { QuoteCart } from '../../../application/cart/QuoteCart';
import { SaveCart } from '../../../application/cart/SaveCart';
import type { FileStorage } from '../../../application/ports/file-storage';
import { TOKENS } from '../../../application/ports/tokens';
import type { GraphQLContext } from '../context';
import { domainFailure } from '../errors';
import { CartPresenter } from '../presenters/cart.presenter';
import { presentError } from '../presenters/error-result.presenter';
import { CartLineInput, CartQuote, CartResult } from '../types/cart.types';

const lines = () => [CartLineInput];

/**
 * Carts priced by the server. The browser sends only product ids and
 * quantities; the saved cart belongs to the session's account (ctx.viewer),
 * never to an id sent by the client.
 */
@injectable()
@Resolver()
export class CartResolver {
  private readonly present: CartPresenter;

  constructor(
    @inject(QuoteCart) private readonly quoteCart: QuoteCart,
    @inject(GetSavedCart) private readonly getSavedCart: GetSavedCart,
    @inject(SaveCart) private readonly saveCartUseCase: SaveCart,
    @inject(MergeCart) private readonly mergeCartUseCase: MergeCart,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new CartPresenter(storage);
  }

  @Query(() => CartQuote, {
    description: 'Precios, promociones y stock del carrito según el servidor, recortado al stock.',
  })
  async cartQuote(@Arg('lines', lines) input: CartLineInput[]): Promise<CartQuote> {
    const result = await this.quoteCart.execute(input);
    if (!result.ok) throw domainFailure(result.error);
    return this.present.quote(result.value);
  }

  @Authorized()
  @Query(() => CartQuote, { description: 'El carrito guardado de la cuenta (solo con sesión).' })
  async myCart(@Ctx() ctx: GraphQLContext): Promise<CartQuote> {
    return this.present.quote(await this.getSavedCart.execute(ctx.viewer!.accountId));
  }

  @Authorized()
  @Mutation(() => CartResult, { description: 'Reemplaza el carrito guardado de la cuenta (solo con sesión).' })
  async saveCart(@Arg('lines', lines) input: CartLineInput[], @Ctx() ctx: GraphQLContext): Promise<typeof CartResult> {
    const result = await this.saveCartUseCase.execute(ctx.viewer!.accountId, input);
    return result.ok ? this.present.quote(result.value) : presentError(result.error);
  }

  @Authorized()
  @Mutation(() => CartResult, {
    description:
      'Al iniciar sesión: suma las líneas del navegador al carrito guardado (recortado al stock) y lo devuelve.',
  })
  async mergeCart(@Arg('lines', lines) input: CartLineInput[], @Ctx() ctx: GraphQLContext): Promise<typeof CartResult> {
    const result = await this.mergeCartUseCase.execute(ctx.viewer!.accountId, input);
    return result.ok ? this.present.quote(result.value) : presentError(result.error);
  }
}
