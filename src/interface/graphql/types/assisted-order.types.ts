import { GraphQLSafeInt } from 'graphql-scalars';
import { createUnionType, Field, InputType } from 'type-graphql';
import { CartLineInput } from './cart.types';
import { EXPECTED_TOTAL_DESCRIPTION, NEW_ORDER_RESULTS } from './order.types';

@InputType('AssistedOrderCustomerInput', {
  description: 'El cliente de un pedido creado por el admin: DNI, boleta y envío regular, siempre.',
})
export class AssistedOrderCustomerInput {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field({ description: '9 dígitos que empiezan con 9.' }) phone!: string;
  @Field(() => String, { nullable: true, description: 'DNI de 8 dígitos; vacío pone el número genérico 00000000.' })
  documentNumber?: string | null;
}

@InputType('AssistedOrderInput')
export class AssistedOrderInput {
  @Field({
    description: 'Clave única de este intento (p. ej. un UUID): reintentar con la misma devuelve el mismo pedido.',
  })
  idempotencyKey!: string;
  @Field(() => AssistedOrderCustomerInput) customer!: AssistedOrderCustomerInput;
  @Field({ description: 'yape, plin, transferencia o izipay.' }) paymentMethod!: string;
  @Field(() => [CartLineInput], {
    description: 'Solo productos y cantidades (cada una hasta el stock): el servidor pone los precios.',
  })
  lines!: CartLineInput[];
  @Field(() => GraphQLSafeInt, { description: EXPECTED_TOTAL_DESCRIPTION })
  expectedTotalCents!: number;
}

export const AssistedOrderResult = createUnionType({
  name: 'AssistedOrderResult',
  types: () => NEW_ORDER_RESULTS,
});
