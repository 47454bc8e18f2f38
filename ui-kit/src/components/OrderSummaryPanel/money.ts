/**
 * An amount as the order components receive it: whole céntimos for any rule that needs arithmetic
 * and the server's es-PE text for display (GraphQL `Money { cents formatted }` fits as it is).
 */
export interface DisplayMoney {
  /** The amount in céntimos, e.g. 12990. */
  readonly cents: number;
  /** As shown, e.g. 'S/ 129.90'. */
  readonly formatted: string;
}
