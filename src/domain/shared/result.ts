/**
 * Expected failures are values, not exceptions: every rule that can say "no"
 * returns a Result whose error carries a stable `code` (for programs) and a
 * Spanish `message` (for people). Exceptions are reserved for bugs.
 */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

export type Result<T, E = DomainError> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/** A rule that failed: `code` is part of the API contract, `message` is shown to users. */
export interface DomainError<C extends string = string> {
  readonly code: C;
  readonly message: string;
  /** Machine-readable context (field name, quantities…) for clients that want to render their own text. */
  readonly details?: Readonly<Record<string, unknown>>;
}

export const domainError = <C extends string>(
  code: C,
  message: string,
  details?: Record<string, unknown>,
): DomainError<C> => (details ? { code, message, details } : { code, message });
