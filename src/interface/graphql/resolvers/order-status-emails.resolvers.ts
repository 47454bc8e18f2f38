import { inject, injectable } from 'inversify';
import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { GetStoreSettings } from '../../../application/store/GetStoreSettings';
import { UpdateOrderStatusEmails } from '../../../application/store/UpdateOrderStatusEmails';
import { ADMIN } from '../auth-checker';
import { OrderStatusEmailSettings, OrderStatusEmailSettingsInput } from '../types/order-status-emails.types';

/** The admin's switches for the e-mails that follow orders (admins only). */
@injectable()
@Resolver()
export class OrderStatusEmailsResolver {
  constructor(
    @inject(GetStoreSettings) private readonly getStoreSettings: GetStoreSettings,
    @inject(UpdateOrderStatusEmails) private readonly updateOrderStatusEmails: UpdateOrderStatusEmails,
  ) {}

  @Authorized(ADMIN)
  @Query(() => OrderStatusEmailSettings, { description: 'Qué correos de pedidos envía la tienda.' })
  async orderStatusEmailSettings(): Promise<OrderStatusEmailSettings> {
    return (await this.getStoreSettings.execute()).orderStatusEmails;
  }

  @Authorized(ADMIN)
  @Mutation(() => OrderStatusEmailSettings, {
    description: 'Enciende o apaga los correos de pedidos por tipo (en proceso, link de pago, completado, cancelado).',
  })
  updateOrderStatusEmailSettings(
    @Arg('input', () => OrderStatusEmailSettingsInput) input: OrderStatusEmailSettingsInput,
  ): Promise<OrderStatusEmailSettings> {
    return this.updateOrderStatusEmails.execute({
      processing: input.processing ?? undefined,
      paymentLink: input.paymentLink ?? undefined,
      completed: input.completed ?? undefined,
      cancelled: input.cancelled ?? undefined,
    });
  }
}
