import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ObjectType } from 'type-graphql';
import type * as domain from '../../../domain/money/money';

/** Money as the server computed it: exact céntimos plus the es-PE display text. */
@ObjectType('Money', { description: 'Un importe en soles, exacto en céntimos.' })
export class Money {
  // A safe integer (up to 2^53 − 1), not GraphQL's 32-bit Int: a cart of 999 units of a S/ 99,999.99 perfume is
  // about 10^10 céntimos, which Int cannot carry (issue 25: such a cart answered INTERNAL_SERVER_ERROR).
  @Field(() => GraphQLSafeInt, { description: 'Importe exacto en céntimos de sol (entero).' })
  cents!: number;

  @Field(() => Float, { description: 'Importe en soles (solo para mostrar; calcule con `cents`).' })
  amount!: number;

  @Field({ description: 'Texto listo para mostrar, p. ej. "S/ 1,234.50".' })
  formatted!: string;

  /**
   * The amount as the schema's Money. Each amount is formatted once and its object shared by every answer that
   * shows it (catalogue prices repeat on every page; an answer only reads it); past {@link MAX_KEPT} amounts,
   * the kept ones start over.
   */
  static from(money: domain.Money): Money {
    let presented = kept.get(money.cents);
    if (presented === undefined) {
      if (kept.size >= MAX_KEPT) kept.clear();
      // Frozen: being shared, no one may change it.
      presented = Object.freeze(
        Object.assign(new Money(), { cents: money.cents, amount: money.toSoles(), formatted: money.format() }),
      );
      kept.set(money.cents, presented);
    }
    return presented;
  }
}

const MAX_KEPT = 10_000;
const kept = new Map<number, Money>();
