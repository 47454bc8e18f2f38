import { inject, injectable } from 'inversify';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { AskRestockNotice } from '../../../application/stock/AskRestockNotice';
import { ConfirmRestockNotice } from '../../../application/stock/ConfirmRestockNotice';
import { RESTOCK_NOTICE_MESSAGES } from '../../../domain/stock/restock-notice';
import type { GraphQLContext } from '../context';
import { presentError } from '../presenters/error-result.presenter';
import {
  AskRestockNoticeResult,
  ConfirmRestockNoticeResult,
  RestockNoticeConfirmed,
  RestockNoticeRequested,
} from '../types/restock.types';

/** 'Avísame cuando vuelva' (issue 26): anyone asks (the admin sees how many wait in adminProducts). */
@injectable()
@Resolver()
export class RestockResolver {
  constructor(
    @inject(AskRestockNotice) private readonly askRestockNoticeUseCase: AskRestockNotice,
    @inject(ConfirmRestockNotice) private readonly confirmRestockNoticeUseCase: ConfirmRestockNotice,
  ) {}

  @Mutation(() => AskRestockNoticeResult, {
    description:
      "'Avísame cuando vuelva' de un producto agotado: con sesión cuenta desde ya (tu correo); sin sesión, " +
      '`email` recibe un enlace para confirmarlo antes de cualquier aviso.',
  })
  async askRestockNotice(
    @Arg('productId', () => ID) productId: string,
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AskRestockNoticeResult> {
    const result = await this.askRestockNoticeUseCase.execute({ productId, email }, ctx.viewer, ctx.siteOrigin);
    if (!result.ok) return presentError(result.error);
    const { confirmed } = result.value;
    return Object.assign(new RestockNoticeRequested(), {
      confirmed,
      message: confirmed ? RESTOCK_NOTICE_MESSAGES.confirmed : RESTOCK_NOTICE_MESSAGES.checkMail,
    });
  }

  @Mutation(() => ConfirmRestockNoticeResult, { description: 'Confirma el aviso con el enlace recibido por correo.' })
  async confirmRestockNotice(@Arg('token') token: string): Promise<typeof ConfirmRestockNoticeResult> {
    const result = await this.confirmRestockNoticeUseCase.execute(token);
    if (!result.ok) return presentError(result.error);
    return Object.assign(new RestockNoticeConfirmed(), {
      productId: result.value,
      message: RESTOCK_NOTICE_MESSAGES.linkConfirmed,
    });
  }
}
