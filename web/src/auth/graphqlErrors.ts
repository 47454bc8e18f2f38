import { CombinedGraphQLErrors } from '@apollo/client';

/** The server's `extensions.code` of the first GraphQL error (e.g. 'INVALID_CREDENTIALS'), if any. */
export function graphQLErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

/** `extensions.details.field` of the first GraphQL error (e.g. PROFILE_INVALID on 'name'). */
export function graphQLErrorField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const details = error.errors[0]?.extensions?.['details'];
  const field = details && typeof details === 'object' ? (details as Record<string, unknown>)['field'] : undefined;
  return typeof field === 'string' ? field : undefined;
}

/**
 * The message to show: the server's Spanish sentence for a GraphQL error, or `fallback` when the
 * request failed otherwise (network, server down).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    if (message) return message;
  }
  return fallback;
}
