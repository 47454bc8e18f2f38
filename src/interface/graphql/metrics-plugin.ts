import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type DocumentNode } from 'graphql';
import { Counter, Histogram, type Registry } from 'prom-client';
import { KNOWN_OPERATION_NAMES } from './known-operations';

/** The label of an operation a client named freely: a known name (the web app's), else 'other'. */
export const OTHER_OPERATION = 'other';
/** The label of a request without a usable operation name (anonymous, or refused before one was read). */
export const ANONYMOUS_OPERATION = 'anonymous';

const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * GraphQL operations, their duration and their errors on `registry`: by operation name — only names from
 * the allow-list (the web app's generated operations), anything else is 'other', so clients cannot make
 * labels up — by type (query, mutation, subscription) and by error code (`extensions.code` as answered).
 * Expected failures returned as result types (e.g. InvalidCredentialsError) are data, not errors.
 */
export function graphqlMetricsPlugin(
  registry: Registry,
  knownOperations: readonly string[] = KNOWN_OPERATION_NAMES,
): ApolloServerPlugin {
  const known = new Set(knownOperations);
  const operations = new Counter({
    name: 'esencia_graphql_operations_total',
    help: 'GraphQL operations answered, by operation name (known names only, else other) and type',
    labelNames: ['operation', 'type'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'esencia_graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL operation, by operation name and type',
    labelNames: ['operation', 'type'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'esencia_graphql_errors_total',
    help: 'Errors in GraphQL answers, by operation name and error code (extensions.code)',
    labelNames: ['operation', 'code'] as const,
    registers: [registry],
  });
  const label = (name: string | null | undefined) => {
    if (!name) return ANONYMOUS_OPERATION;
    return known.has(name) ? name : OTHER_OPERATION;
  };

  return {
    async requestDidStart({ request }) {
      const started = performance.now();
      return {
        async willSendResponse({ operation, operationName, response, document }) {
          // Refused in validation, the operation is not resolved yet: its name is read from the document.
          const name = label(operationName ?? request.operationName ?? documentOperationName(document));
          const type = operation?.operation ?? 'unknown';
          operations.inc({ operation: name, type });
          duration.observe({ operation: name, type }, (performance.now() - started) / 1000);
          const sent = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          for (const error of sent ?? []) {
            const code = error.extensions?.code;
            errors.inc({ operation: name, code: typeof code === 'string' && ERROR_CODE.test(code) ? code : 'OTHER' });
          }
        },
      };
    },
  };
}

/** The name of a document's only operation (several: none, the client had to choose by operationName). */
function documentOperationName(document: DocumentNode | undefined): string | undefined {
  const operations = document?.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operations?.length === 1 ? operations[0]?.name?.value : undefined;
}
