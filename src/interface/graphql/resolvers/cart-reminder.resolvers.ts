import { inject, injectable } from 'inversify';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { EnterCheckout } from '../../../application/cart/EnterCheckout';
import { GetCartReminderPreference } from '../../../application/cart/GetCartReminderPreference';
import { SetCartReminderPreference } from '../../../application/cart/SetCartReminderPreference';
import { StopCartReminders } from '../../../application/cart/StopCartReminders';
import { CART_REMINDER_MESSAGES } from '../../../domain/cart/cart-status';
import type { GraphQLContext } from '../context';
import { presentError } from '../presenters/error-result.presenter';
import { CartRemindersStopped, StopCartRemindersResult } from '../types/cart-reminder.types';

/** The saved cart's status and its reminders (issue 26, item 2); always the session's own account. */
@injectable()
@Resolver()
export class CartReminderResolver {
  constructor(
    @inject(EnterCheckout) private readonly enterCheckoutUseCase: EnterCheckout,
    @inject(GetCartReminderPreference) private readonly getPreference: GetCartReminderPreference,
    @inject(SetCartReminderPreference) private readonly setPreference: SetCartReminderPreference,
    @inject(StopCartReminders) private readonly stopCartRemindersUseCase: StopCartReminders,
  ) {}

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'El cliente abrió el paso 1 del checkout: su carrito guardado pasa a checkout (true si cambió).',
  })
  enterCheckout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    return this.enterCheckoutUseCase.execute(ctx.viewer!.accountId);
  }

  @Authorized()
  @Query(() => Boolean, { description: "'Recordarme mi carrito guardado' de la cuenta (activado por defecto)." })
  cartReminders(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    return this.getPreference.execute(ctx.viewer!.accountId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Activa o desactiva 'Recordarme mi carrito guardado'; devuelve el valor." })
  setCartReminders(@Arg('on') on: boolean, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return this.setPreference.execute(ctx.viewer!.accountId, on);
  }

  @Mutation(() => StopCartRemindersResult, {
    description: 'Desactiva los recordatorios con el enlace del correo, sin iniciar sesión.',
  })
  async stopCartReminders(@Arg('token') token: string): Promise<typeof StopCartRemindersResult> {
    const result = await this.stopCartRemindersUseCase.execute(token);
    if (!result.ok) return presentError(result.error);
    return Object.assign(new CartRemindersStopped(), { message: CART_REMINDER_MESSAGES.unsubscribed });
  }
}
