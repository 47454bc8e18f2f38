import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { DomainError } from '../../domain/shared/result';
import {
  isDatabaseUnavailable,
  SERVICE_UNAVAILABLE_CODE,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '../http/service-unavailable';

/** An expected failure on its way to the client: the domain's stable code and Spanish message. */
export function domainFailure(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { code: error.code, ...(error.details ? { details: error.details } : {}) },
  });
}

const UNKNOWN_ENUM = /Value "(.*?)" does not exist in "(\w+)" enum/;
const INVALID_VARIABLE = /^Variable "\$(\w+)" got invalid value/;
const INVALID_ARGUMENT = /^Argument "(\w+)"|^Expected value of type|cannot represent/;

/**
 * What leaves the server. Known failures keep their code and message (GraphQL
 * validation messages are put in Spanish); anything unexpected becomes a
 * generic Spanish message with code INTERNAL_SERVER_ERROR and no internals.
 */
export function formatError(formatted: GraphQLFormattedError, original: unknown): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');

  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT') {
    const validationErrors = argumentValidationMessages(original);
    if (validationErrors) {
      return { ...formatted, message: validationErrors.join(' '), extensions: { code: 'BAD_USER_INPUT' } };
    }
    const enumMatch = UNKNOWN_ENUM.exec(formatted.message);
    if (enumMatch) {
      return {
        ...formatted,
        message: `El valor "${enumMatch[1]}" no es válido para ${enumMatch[2]}.`,
        extensions: { code: 'BAD_USER_INPUT' },
      };
    }
    const variable = INVALID_VARIABLE.exec(formatted.message);
    if (variable) {
      return {
        ...formatted,
        message: `El valor de "${variable[1]}" no es válido.`,
        extensions: { code: 'BAD_USER_INPUT' },
      };
    }
    if (INVALID_ARGUMENT.test(formatted.message)) {
      return { ...formatted, message: 'Argumento no válido en la consulta.', extensions: { code: 'BAD_USER_INPUT' } };
    }
    return formatted;
  }
  if (code === 'UNAUTHENTICATED') {
    return { ...formatted, message: 'Debes iniciar sesión para continuar.', extensions: { code } };
  }
  if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN') {
    return { ...formatted, message: 'No tienes permiso para realizar esta acción.', extensions: { code: 'FORBIDDEN' } };
  }
  if (code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(original)) {
    // Not a bug but a gap (the database is restarting): the client is told so and to try again.
    return { message: SERVICE_UNAVAILABLE_MESSAGE, extensions: { code: SERVICE_UNAVAILABLE_CODE } };
  }
  if (code === 'INTERNAL_SERVER_ERROR') {
    return { message: 'Ocurrió un error inesperado. Por favor, intenta de nuevo.', extensions: { code } };
  }
  return formatted;
}

/** type-graphql's ArgumentValidationError carries class-validator errors; their messages are already Spanish. */
function argumentValidationMessages(original: unknown): string[] | null {
  const error = original instanceof GraphQLError ? (original.originalError ?? original) : original;
  const details = (error as { extensions?: { validationErrors?: unknown } } | undefined)?.extensions?.validationErrors;
  if (!Array.isArray(details)) return null;
  const messages = details.flatMap((detail: { constraints?: Record<string, string> }) =>
    Object.values(detail.constraints ?? {}),
  );
  return messages.length > 0 ? messages : null;
}
