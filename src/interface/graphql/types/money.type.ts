import { Field, Float, Int, ObjectType } from 'type-graphql';
import type * as domain from '../../../domain/money/money';

/** Money as the server computed it: exact céntimos plus the es-PE display text. */
@ObjectType('Money', { description: 'Un importe en soles, exacto en céntimos.' })
export class Money {
  @Field(() => Int, { description: 'Importe exacto en céntimos de sol.' })
  cents!: number;

  @Field(() => Float, { description: 'Importe en soles (solo para mostrar; calcule con `cents`).' })
  amount!: number;

  @Field({ description: 'Texto listo para mostrar, p. ej. "S/ 1,234.50".' })
  formatted!: string;

  static from(money: domain.Money): Money {
    return Object.assign(new Money(), { cents: money.cents, amount: money.toSoles(), formatted: money.format() });
  }
}
