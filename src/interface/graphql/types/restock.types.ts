import { createUnionType, Field, ID, ObjectType } from 'type-graphql';
import { ErrorResult, InvalidInputError, NotFoundError } from './error-result.types';

@ObjectType('RestockNoticeRequested', { description: "El pedido de 'Avísame cuando vuelva' quedó guardado." })
export class RestockNoticeRequested {
  @Field({
    description: 'true: cuenta desde ya (cliente con sesión); false: enviamos al correo el enlace para confirmarlo.',
  })
  confirmed!: boolean;
  @Field({ description: 'Qué decirle al cliente, en español.' }) message!: string;
}

@ObjectType('ProductAvailableError', {
  implements: ErrorResult,
  description: 'El producto ya se puede comprar: no hace falta el aviso.',
})
export class ProductAvailableError extends ErrorResult {}

@ObjectType('RestockLinkInvalidError', {
  implements: ErrorResult,
  description: 'El enlace de confirmación no existe, ya se usó o venció.',
})
export class RestockLinkInvalidError extends ErrorResult {}

@ObjectType('RestockNoticeConfirmed', { description: 'El aviso quedó confirmado.' })
export class RestockNoticeConfirmed {
  @Field(() => ID, { description: 'El producto del aviso, para volver a su página.' }) productId!: string;
  @Field() message!: string;
}

export const AskRestockNoticeResult = createUnionType({
  name: 'AskRestockNoticeResult',
  types: () => [RestockNoticeRequested, ProductAvailableError, NotFoundError, InvalidInputError] as const,
});

export const ConfirmRestockNoticeResult = createUnionType({
  name: 'ConfirmRestockNoticeResult',
  types: () => [RestockNoticeConfirmed, RestockLinkInvalidError] as const,
});
