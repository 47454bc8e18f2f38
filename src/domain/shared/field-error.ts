import { domainError, err, ok, type DomainError, type Result } from './result';

/** One field that failed one rule; forms show `message` next to `field`. */
export interface FieldError<F extends string = string> {
  readonly field: F;
  readonly code: string;
  readonly message: string;
}

/**
 * A form that failed on one or more fields. Every field error travels in
 * `details.fieldErrors` (so the GraphQL layer forwards them untouched); the
 * top-level message is the first field's, which is always a spec text.
 */
export type ValidationError<C extends string, F extends string = string> = DomainError<C> & {
  readonly details: { readonly fieldErrors: readonly FieldError<F>[] };
};

export const fieldError = <F extends string>(field: F, code: string, message: string): FieldError<F> => ({
  field,
  code,
  message,
});

/** `ok(build())` when there are no field errors, otherwise every error under one code. */
export function validated<T, C extends string, F extends string>(
  code: C,
  errors: readonly (FieldError<F> | null)[],
  build: () => T,
): Result<T, ValidationError<C, F>> {
  const fieldErrors = errors.filter((error): error is FieldError<F> => error !== null);
  const [first] = fieldErrors;
  if (!first) return ok(build());
  return err({ ...domainError(code, first.message), details: { fieldErrors } });
}
