import { err, ok, type DomainError, type Result } from './result';

/**
 * A lifecycle as data (after Vendure's FSM, minus the mutable current state and the async hooks):
 * a declarative table `{ [from]: { [to]: { guard? } } }` says which moves exist, and an optional pure
 * guard on a move says whether this particular one may happen. The machine holds no state: the caller
 * passes the current state and applies the effects of an allowed move itself.
 */
export interface Move<S extends string> {
  readonly from: S;
  readonly to: S;
}

/** A pure precondition on one move of the table: `ok` lets it happen, `err` is the refusal (stable code, Spanish message). */
export type Guard<S extends string, C, E extends DomainError> = (context: C, move: Move<S>) => Result<unknown, E>;

/** One move of the table; `{}` when the table alone decides. */
export interface Edge<S extends string, C, E extends DomainError> {
  readonly guard?: Guard<S, C, E>;
}

/** Every state is a key (a final state maps to `{}`); its entries are the states it may move to, in display order. */
export type TransitionTable<S extends string, C, E extends DomainError> = {
  readonly [F in S]: { readonly [T in S]?: Edge<S, C, E> };
};

export interface StateMachine<S extends string, C, E extends DomainError, R extends DomainError> {
  /** Every state, in table order. */
  readonly states: readonly S[];
  /** The table as adjacency lists, `{ [from]: { to: [...] } }`. */
  readonly transitions: { readonly [F in S]: { readonly to: readonly S[] } };
  /** What can be done from `from`: the table's moves, guards not consulted. */
  readonly nextStates: (from: S) => readonly S[];
  /** Whether the table has the move (guards not consulted). */
  readonly canTransition: (from: S, to: S) => boolean;
  /** The move if the table has it and its guard passes; otherwise the refusal or the guard's error. */
  readonly transition: (from: S, to: S, context: C) => Result<Move<S>, E | R>;
}

/**
 * Builds a machine from its table. `refuse` words the error for a move the table does not have
 * (one stable code per lifecycle, a Spanish message that may name both states).
 */
export function defineStateMachine<
  S extends string,
  C = void,
  E extends DomainError = never,
  R extends DomainError = DomainError,
>(table: TransitionTable<S, C, E>, refuse: (move: Move<S>) => R): StateMachine<S, C, E, R> {
  const states = Object.keys(table) as S[];
  const canTransition = (from: S, to: S): boolean => table[from][to] !== undefined;
  const nextStates = (from: S): readonly S[] =>
    (Object.keys(table[from]) as S[]).filter((to) => canTransition(from, to));
  const transitions = Object.fromEntries(states.map((from) => [from, { to: nextStates(from) }])) as {
    readonly [F in S]: { readonly to: readonly S[] };
  };

  function transition(from: S, to: S, context: C): Result<Move<S>, E | R> {
    const move = { from, to };
    const edge = table[from][to];
    if (!edge) return err(refuse(move));
    const verdict = edge.guard?.(context, move);
    if (verdict && !verdict.ok) return err(verdict.error);
    return ok(move);
  }

  return { states, transitions, nextStates, canTransition, transition };
}
