import { CombinedGraphQLErrors } from '@apollo/client';
import type { ErrorCode } from '../gql/graphql';

/**
 * What every member of the FailureFields fragment (auth/session.graphql) has in common: the member of a
 * mutation's result union that implements ErrorResult.
 */
export interface FailureFieldsFragment {
  readonly __typename?: string;
  readonly errorCode: ErrorCode;
  readonly message: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly field: string; readonly message: string }>;
}

/**
 * An expected failure the server answered with (a member of the mutation's result union): its stable
 * code, the Spanish message to show and, for form errors, the message of each field.
 */
export class ApiFailure extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(failure: FailureFieldsFragment) {
    super(failure.message);
    this.name = 'ApiFailure';
    this.code = failure.errorCode;
    const fields = failure.__typename === 'InvalidInputError' ? (failure.fieldErrors ?? []) : [];
    this.fieldErrors = Object.fromEntries(fields.map(({ field, message }) => [field, message]));
  }
}

const isFailure = (result: object): result is FailureFieldsFragment => 'errorCode' in result;

/** The success member of a mutation's result, or an ApiFailure thrown for an ErrorResult member. */
export function unwrap<Result extends { __typename?: string }>(
  result: Result,
): Exclude<Result, { errorCode: ErrorCode }> {
  if (isFailure(result)) throw new ApiFailure(result);
  return result as Exclude<Result, { errorCode: ErrorCode }>;
}

/** A mutation's `data`, undefined only when the request itself failed without an error. */
export function answered<Data>(data: Data | null | undefined): Data {
  if (data == null) throw new Error('Respuesta vacía del servidor');
  return data;
}

/** The failure's code (e.g. 'INVALID_CREDENTIALS'), or a GraphQL error's `extensions.code` (e.g. 'UNAUTHENTICATED'). */
export function graphQLErrorCode(error: unknown): string | undefined {
  if (error instanceof ApiFailure) return error.code;
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

/**
 * The message to show: the server's Spanish sentence for a failure or a GraphQL error, or `fallback`
 * when the request failed otherwise (network, server down).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiFailure) return error.message;
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    if (message) return message;
  }
  return fallback;
}
