import { createUnionType, Field, ObjectType } from 'type-graphql';
import { ErrorResult } from './error-result.types';

@ObjectType('CartRemindersStopped', { description: 'Los recordatorios del carrito guardado quedaron desactivados.' })
export class CartRemindersStopped {
  @Field({ description: 'Qué decirle al cliente, en español.' }) message!: string;
}

@ObjectType('CartReminderLinkInvalidError', {
  implements: ErrorResult,
  description: 'El enlace para desactivar los recordatorios no existe.',
})
export class CartReminderLinkInvalidError extends ErrorResult {}

export const StopCartRemindersResult = createUnionType({
  name: 'StopCartRemindersResult',
  types: () => [CartRemindersStopped, CartReminderLinkInvalidError] as const,
});
