import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { PaymentMethod } from './order.types';
import { Money } from './money.type';

@ObjectType('SocialLink')
export class SocialLink {
  @Field({ description: "'instagram', 'facebook', 'tiktok'…" }) network!: string;
  @Field() url!: string;
}

@ObjectType('BankAccount', { description: 'Una cuenta para pagar por transferencia.' })
export class BankAccount {
  @Field() bank!: string;
  @Field() holder!: string;
  @Field() accountNumber!: string;
  @Field(() => String, { nullable: true, description: 'Código de Cuenta Interbancario.' }) cci!: string | null;
}

@ObjectType('Wallet', { description: 'Una billetera con QR para pagar.' })
export class Wallet {
  @Field({ description: "'yape' o 'plin'." }) method!: string;
  @Field() holder!: string;
  @Field() number!: string;
  @Field(() => String, { nullable: true, description: 'URL de la imagen del QR, si la tienda la subió.' })
  qrImageUrl!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'La clave del QR en el almacenamiento (el formulario del admin la conserva al guardar).',
  })
  qrImageKey!: string | null;
}

@ObjectType('ShippingRate', { description: 'Una fila de la tabla de costos de envío.' })
export class ShippingRate {
  @Field() zone!: string;
  @Field() method!: string;
  @Field(() => Money) cost!: Money;
  @Field() deliveryTime!: string;
}

@ObjectType('ShippingPolicy', {
  description: 'Lo que pagan de envío los pedidos de la tienda: gratis desde `freeFrom`, si no `flatFee`.',
})
export class ShippingPolicy {
  @Field(() => Money, { description: 'Subtotal desde el que el envío es gratis (S/ 200 al instalar).' })
  freeFrom!: Money;
  @Field(() => Money, { description: 'Costo de envío por debajo de ese subtotal (S/ 15 al instalar).' })
  flatFee!: Money;
}

@ObjectType('Maintenance', { description: 'El aviso de mantenimiento del sitio.' })
export class Maintenance {
  @Field({ description: 'Modo mantenimiento activado.' }) isEnabled!: boolean;
  @Field({ description: 'features.orderCreation: los pedidos siguen funcionando durante el mantenimiento.' })
  orderCreation!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) startsAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) endsAt!: Date | null;
  @Field() title!: string;
  @Field() description!: string;
  @Field({ description: "'warning' | 'info' | 'error'" }) type!: string;
  @Field() dismissible!: boolean;
  @Field() persistent!: boolean;
  @Field() showTimeInfo!: boolean;
  @Field({
    description: 'El veredicto del servidor: false mientras el mantenimiento está activo y features.orderCreation no.',
  })
  orderCreationAvailable!: boolean;
}

@ObjectType('StockHold', {
  description: 'Cuántas horas reserva un método de pago las unidades de un pedido nuevo; 0 no reserva nada.',
})
export class StockHold {
  @Field(() => PaymentMethod) paymentMethod!: PaymentMethod;
  @Field(() => Int) hours!: number;
}

@ObjectType('StoreSettings', {
  description: 'Datos de la tienda: contacto, horarios, cuentas, billeteras, envíos y aviso de mantenimiento.',
})
export class StoreSettings {
  @Field() storeName!: string;
  @Field({ description: 'Número para enlaces wa.me, p. ej. "51987654321".' }) whatsappNumber!: string;
  @Field() phone!: string;
  @Field() email!: string;
  @Field({ description: "p. ej. 'Lunes a Viernes 9am-6pm, Sábados 9am-1pm'" }) phoneHours!: string;
  @Field({ description: "p. ej. 'Todos los días 8am-10pm, respuesta en 2-5 minutos'" }) chatHours!: string;
  @Field({ description: "p. ej. 'Lunes a Domingo 9am-10pm'" }) supportHours!: string;
  @Field(() => [SocialLink]) socialLinks!: SocialLink[];
  @Field(() => [BankAccount]) bankAccounts!: BankAccount[];
  @Field(() => [Wallet]) wallets!: Wallet[];
  @Field(() => [ShippingRate]) shippingRates!: ShippingRate[];
  @Field(() => ShippingPolicy) shipping!: ShippingPolicy;
  @Field(() => [StockHold], {
    description: 'Horas que cada método de pago reserva las unidades de un pedido (Yape, Plin, Transferencia, Izipay).',
  })
  stockHolds!: StockHold[];
  @Field(() => Maintenance) maintenance!: Maintenance;
}
