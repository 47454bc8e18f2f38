import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { DomainError } from '../../domain/shared/result';
import { currentRequestId, describeError } from '../http/request-id';
import {
  isDatabaseUnavailable,
  SERVICE_UNAVAILABLE_CODE,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '../http/service-unavailable';
import {
  STORAGE_TROUBLE_CODES,
  storageTrouble,
  storageTroubleMessage,
  type StorageTrouble,
} from '../http/storage-trouble';
import { isTokenLimitError, QUERY_LIMIT_MESSAGES, QUERY_TOO_COMPLEX, type QueryLimit } from './query-limits';
import { dateMessage, wholeNumberMessage } from './scalar-values';

/** An expected failure on its way to the client: the domain's stable code and Spanish message. */
export function domainFailure(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { code: error.code, ...(error.details ? { details: error.details } : {}) },
  });
}

export const INTERNAL_ERROR_MESSAGE = 'Ocurrió un error inesperado. Por favor, intenta de nuevo.';

/** Apollo's and graphql-js's own refusals, whose messages are English: each is answered in Spanish. */
type Translation = readonly [
  pattern: RegExp,
  message: (match: RegExpExecArray) => string,
  /** A bad value for a variable or argument is answered as BAD_USER_INPUT whatever Apollo called it. */
  input?: 'input',
];

const VALIDATION: readonly Translation[] = [
  [/^GraphQL introspection is not allowed/, () => 'La exploración del esquema (introspección) está desactivada.'],
  [/^Cannot query field "(.+?)" on type "(.+?)"/, (m) => `El campo "${m[1]}" no existe en el tipo "${m[2]}".`],
  [/^Unknown argument "(.+?)" on field "(.+?)"/, (m) => `El argumento "${m[1]}" no existe en el campo "${m[2]}".`],
  [
    /^Field "(.+?)" argument "(.+?)" of type "(.+?)" is required, but it was not provided/,
    (m) => `Falta el argumento obligatorio "${m[2]}" del campo "${m[1]}".`,
  ],
  [/^Field "(.+?)" of type "(.+?)" must have a selection of subfields/, (m) => `Elige los subcampos de "${m[1]}".`],
  [/^Field "(.+?)" must not have a selection/, (m) => `El campo "${m[1]}" no tiene subcampos.`],
  [/^Unknown type "(.+?)"/, (m) => `El tipo "${m[1]}" no existe.`],
  [
    /^Variable "\$(\w+)" of required type "(.+?)" was not provided/,
    (m) => `Falta la variable obligatoria "$${m[1]}".`,
    'input',
  ],
  [
    /^Variable "\$(\w+)" of non-null type "(.+?)" must not be null/,
    (m) => `La variable "$${m[1]}" no puede ser nula.`,
    'input',
  ],
  [/Value "(.*?)" does not exist in "(\w+)" enum/, (m) => `El valor "${m[1]}" no es válido para ${m[2]}.`, 'input'],
  // Inside an input object: the field's path ('maintenance.type'), not the variable's name, which is the client's.
  [/^Variable "\$\w+" got invalid value .*? at "\w+\.([^"]+)";/, (m) => `El valor de "${m[1]}" no es válido.`, 'input'],
  [/^Variable "\$(\w+)" got invalid value/, (m) => `El valor de "${m[1]}" no es válido.`, 'input'],
  [
    /^Argument "(\w+)" of non-null type "(.+?)" must not be null/,
    (m) => `El argumento "${m[1]}" no puede ser nulo.`,
    'input',
  ],
  [/^Argument "(\w+)"|^Expected value of type|cannot represent/, () => 'Argumento no válido en la consulta.', 'input'],
];

/** What a GraphQL request's parameters must be, said the same on /graphql and on its stream. */
export const REQUEST_PARAM_MESSAGES = {
  missingQuery: 'Falta la consulta GraphQL ("query").',
  queryNotText: 'La consulta GraphQL ("query") debe ser un texto.',
  variables: 'Las variables ("variables") deben ser un objeto JSON.',
  operationName: 'El nombre de la operación ("operationName") debe ser un texto.',
  extensions: 'Las extensiones ("extensions") deben ser un objeto JSON.',
} as const;

const BAD_REQUEST: readonly Translation[] = [
  [
    /Cross-Site Request Forgery/,
    () =>
      'Solicitud bloqueada como posible falsificación entre sitios (CSRF): envía la consulta como JSON ' +
      '(Content-Type: application/json) o con la cabecera Apollo-Require-Preflight.',
  ],
  [/^Operation batching disabled/, () => 'No se admiten varias operaciones en una misma solicitud: envía una por vez.'],
  [/non-empty `query`/, () => REQUEST_PARAM_MESSAGES.missingQuery],
  [/^POST body missing/, () => 'Falta el cuerpo JSON de la solicitud.'],
  [/^GET requests only support query/, () => 'Por GET solo se admiten consultas; los cambios se envían por POST.'],
  [/^GraphQL queries must be strings/, () => REQUEST_PARAM_MESSAGES.queryNotText],
  [/`variables`/, () => REQUEST_PARAM_MESSAGES.variables],
  [/`operationName`/, () => REQUEST_PARAM_MESSAGES.operationName],
  [/`extensions`/, () => REQUEST_PARAM_MESSAGES.extensions],
];

const OPERATION: readonly Translation[] = [
  [/^Unknown operation named "(.*?)"/, (m) => `La consulta no tiene una operación llamada "${m[1]}".`],
  [/^Must provide operation name/, () => 'Indica qué operación ejecutar ("operationName").'],
];

/** Code → its translations and the Spanish answer when none matches (a message never leaves in English). */
const TRANSLATED_CODES: Readonly<Record<string, { rules: readonly Translation[]; fallback: string; code?: string }>> = {
  GRAPHQL_PARSE_FAILED: { rules: [], fallback: 'La consulta tiene un error de sintaxis.' },
  GRAPHQL_VALIDATION_FAILED: { rules: VALIDATION, fallback: 'La consulta no es válida para esta tienda.' },
  BAD_USER_INPUT: { rules: VALIDATION, fallback: 'Argumento no válido en la consulta.' },
  BAD_REQUEST: { rules: BAD_REQUEST, fallback: 'La solicitud GraphQL no es válida.' },
  OPERATION_RESOLUTION_FAILURE: { rules: OPERATION, fallback: 'No se pudo determinar qué operación ejecutar.' },
  PERSISTED_QUERY_NOT_SUPPORTED: { rules: [], fallback: 'Esta tienda no admite consultas persistidas.' },
  PERSISTED_QUERY_NOT_FOUND: { rules: [], fallback: 'Esta tienda no admite consultas persistidas.' },
};

/** Codes whose English message is replaced while the code stays: validation failures are one kind for clients. */
const VALIDATION_CODES = new Set(['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

interface LogSink {
  error(details: Record<string, unknown>, message: string): void;
}

export interface ErrorFormatOptions {
  /** Where unexpected errors are logged (with the request id); none: not logged (schema tools). */
  readonly logger?: LogSink | null;
  /** Development (GRAPHQL_DEV): keep the original English message (`extensions.detail`) and the stack trace. */
  readonly dev?: boolean;
  /** Told of every write that met storage trouble (a full disk), for /healthz and the metrics. */
  readonly onStorageTrouble?: (trouble: StorageTrouble) => void;
}

/**
 * What leaves the server. Known failures keep their code and Spanish message; GraphQL's and Apollo's own
 * refusals (syntax, validation, 'must not be null', CSRF, batching, query limits) are answered in Spanish;
 * anything unexpected is logged with the request id and becomes a generic Spanish message with code
 * INTERNAL_SERVER_ERROR and that id (`extensions.requestId`, also in the X-Request-Id header), no internals.
 */
export function createFormatError(
  options: ErrorFormatOptions = {},
): (formatted: GraphQLFormattedError, original: unknown) => GraphQLFormattedError {
  const devExtras = (formatted: GraphQLFormattedError, message: string) =>
    options.dev
      ? {
          ...(message !== formatted.message ? { detail: formatted.message } : {}),
          ...(formatted.extensions?.stacktrace ? { stacktrace: formatted.extensions.stacktrace } : {}),
        }
      : {};
  const answer = (
    formatted: GraphQLFormattedError,
    message: string,
    extensions: Record<string, unknown>,
  ): GraphQLFormattedError => ({
    message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { ...extensions, ...devExtras(formatted, message) },
  });

  return (formatted, original) => {
    const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    const limit = formatted.extensions?.limit as QueryLimit | undefined;
    if (limit && limit in QUERY_LIMIT_MESSAGES) {
      return answer(formatted, QUERY_LIMIT_MESSAGES[limit], { code: QUERY_TOO_COMPLEX, limit });
    }
    if (isTokenLimitError(formatted.message)) {
      return answer(formatted, QUERY_LIMIT_MESSAGES.MAX_TOKENS, { code: QUERY_TOO_COMPLEX, limit: 'MAX_TOKENS' });
    }

    const translated = TRANSLATED_CODES[code];
    const scalarRefusal = translated
      ? (wholeNumberMessage(formatted.message, original) ?? dateMessage(formatted.message, original))
      : null;
    if (scalarRefusal) return answer(formatted, scalarRefusal, { code: 'BAD_USER_INPUT' });
    if (translated) {
      const validationErrors = VALIDATION_CODES.has(code) ? argumentValidationMessages(original) : null;
      if (validationErrors) return answer(formatted, validationErrors.join(' '), { code: 'BAD_USER_INPUT' });
      for (const [pattern, message, input] of translated.rules) {
        const match = pattern.exec(formatted.message);
        if (match) return answer(formatted, message(match), { code: input ? 'BAD_USER_INPUT' : code });
      }
      return answer(formatted, translated.fallback, { code });
    }
    if (code === 'UNAUTHENTICATED') {
      return answer(formatted, 'Debes iniciar sesión para continuar.', { code });
    }
    if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN') {
      return answer(formatted, 'No tienes permiso para realizar esta acción.', { code: 'FORBIDDEN' });
    }
    if (code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(original)) {
      // Not a bug but a gap (the database is restarting): the client is told so and to try again.
      return answer(formatted, SERVICE_UNAVAILABLE_MESSAGE, { code: SERVICE_UNAVAILABLE_CODE });
    }
    const trouble = code === 'INTERNAL_SERVER_ERROR' ? storageTrouble(original) : null;
    if (trouble) {
      // Not a bug in the request: the store's disk is full or cannot be written. Logged, told, answered in Spanish.
      options.logger?.error(
        { requestId: currentRequestId(), err: describeError(unwrapResolverError(original)), storage: trouble },
        'storage trouble',
      );
      options.onStorageTrouble?.(trouble);
      return answer(formatted, storageTroubleMessage(trouble), { code: STORAGE_TROUBLE_CODES[trouble.kind] });
    }
    if (code === 'INTERNAL_SERVER_ERROR') {
      const requestId = currentRequestId();
      options.logger?.error(
        { requestId, err: describeError(unwrapResolverError(original)), path: formatted.path },
        'unexpected GraphQL error',
      );
      return {
        message: INTERNAL_ERROR_MESSAGE,
        extensions: { code, ...(requestId ? { requestId } : {}), ...devExtras(formatted, INTERNAL_ERROR_MESSAGE) },
      };
    }
    if (!options.dev && formatted.extensions?.stacktrace) {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions;
      return { ...formatted, extensions };
    }
    return formatted;
  };
}

/** type-graphql's ArgumentValidationError carries class-validator errors; their messages are already Spanish. */
function argumentValidationMessages(original: unknown): string[] | null {
  const error = original instanceof GraphQLError ? (original.originalError ?? original) : original;
  const details = (error as { extensions?: { validationErrors?: unknown } } | undefined)?.extensions?.validationErrors;
  if (!Array.isArray(details)) return null;
  const messages = details.flatMap(constraintMessages);
  return messages.length > 0 ? messages : null;
}

interface ConstraintDetail {
  readonly constraints?: Record<string, string>;
  readonly children?: readonly ConstraintDetail[];
}

/** A rule's messages, a nested input object's (`@ValidateNested`, its `children`) included. */
function constraintMessages(detail: ConstraintDetail, depth = 0): string[] {
  const own = Object.values(detail.constraints ?? {});
  if (depth > 10 || !Array.isArray(detail.children)) return own;
  return [...own, ...detail.children.flatMap((child) => constraintMessages(child, depth + 1))];
}
