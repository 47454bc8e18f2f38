import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType('OrderStatusEmailSettings', {
  description: 'Qué correos recibe el cliente cuando su pedido cambia (cada tipo se puede apagar).',
})
export class OrderStatusEmailSettings {
  @Field({ description: 'Al pasar a En Proceso, con cómo pagar según el método elegido.' }) processing!: boolean;
  @Field({ description: 'Cuando se pone (o cambia) el link de pago del pedido.' }) paymentLink!: boolean;
  @Field({ description: 'Al completarse el pedido.' }) completed!: boolean;
  @Field({ description: 'Al cancelarse el pedido.' }) cancelled!: boolean;
}

@InputType('OrderStatusEmailSettingsInput', {
  description: 'Los tipos que se nombran cambian; los demás quedan igual.',
})
export class OrderStatusEmailSettingsInput {
  @Field(() => Boolean, { nullable: true }) processing?: boolean | null;
  @Field(() => Boolean, { nullable: true }) paymentLink?: boolean | null;
  @Field(() => Boolean, { nullable: true }) completed?: boolean | null;
  @Field(() => Boolean, { nullable: true }) cancelled?: boolean | null;
}
