import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  execute,
  getVariableValues,
  GraphQLError,
  valueFromASTUntyped,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type VariableDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type { GraphQLContext } from './context';
import { documentHeap } from './document-store';

type ExecutorHook = ApolloServerOptionsWithGateway<GraphQLContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<ExecutorHook['load']>>['executor']>;

/** Compiled queries kept (the web app sends about 70 operations; each compiled query is some KiB of code). */
const COMPILED_QUERIES = 150;
/**
 * And the heap they may take: each keeps its document and its code (about 0.4 times the document's heap), so a
 * client's distinct 1,000-token queries sent twice held 44 MiB in 150 entries. The web's queries need ~2 MiB.
 */
const COMPILED_QUERIES_BYTES = 12 * 1024 * 1024;
/** A compiled query's heap for its document's (documentHeap): the document, kept, and its code. */
const COMPILED_PER_DOCUMENT_HEAP = 1.5;
/** Documents remembered as run on graphql-js, until they are compiled. */
const NOT_YET_COMPILED = 1_000;

/**
 * Runs queries through graphql-jit, behind Apollo Server's executor hook (its gateway interface: Apollo parses,
 * validates — query limits included —, runs every plugin and formats errors as ever; only the execution step
 * is replaced). graphql-jit compiles a document once into a function for its exact selection, which answers a
 * list of 24 products several times faster than graphql-js's field-by-field walk (docs/performance.md).
 *
 * - Only queries, and only from their second execution (a document sent once is not worth compiling: a
 *   client sending distinct documents costs no compilation); up to {@link COMPILED_QUERIES} of them and
 *   {@link COMPILED_QUERIES_BYTES} of heap, the least recently used leaving first.
 * - Mutations and anything the compiler refuses run on graphql-js, as before: mutations are few and mostly
 *   database time, and their serial execution stays graphql-js's own.
 * - The same resolvers run either way (type-graphql's, with their authorization): only the walk differs.
 */
export function compiledQueries(
  schema: GraphQLSchema,
  options: {
    /** Executions of a query on graphql-js before it is compiled: 1 (0 in tests, so every query runs compiled). */
    readonly runsBeforeCompiling?: number;
  } = {},
): ExecutorHook {
  const runsBeforeCompiling = options.runsBeforeCompiling ?? 1;
  const compiled = new LRUCache<string, { readonly query: CompiledQuery | 'not compiled'; readonly heap: number }>({
    max: COMPILED_QUERIES,
    maxSize: COMPILED_QUERIES_BYTES,
    sizeCalculation: (entry) => entry.heap,
  });
  const runs = new LRUCache<string, number>({ max: NOT_YET_COMPILED });

  const executor: Executor = async (request) => {
    const variables = request.request.variables ?? {};
    const operationName = request.request.operationName;
    const onGraphqlJs = (): Promise<ExecutionResult> | ExecutionResult =>
      execute({
        schema,
        document: request.document,
        contextValue: request.context,
        variableValues: variables,
        operationName,
      });
    if (request.operation?.operation !== 'query') return onGraphqlJs();

    const key = `${request.queryHash} ${operationName ?? ''}`;
    let query = compiled.get(key)?.query;
    if (query === undefined) {
      const ran = runs.get(key) ?? 0;
      if (ran < runsBeforeCompiling) {
        runs.set(key, ran + 1);
        return onGraphqlJs();
      }
      query = compile(schema, request.document, operationName);
      const heap =
        query === 'not compiled' ? 1 : Math.ceil(COMPILED_PER_DOCUMENT_HEAP * documentHeap(request.document));
      // One larger than the whole budget is not kept (lru-cache refuses it): it runs compiled this once.
      compiled.set(key, { query, heap });
      runs.delete(key);
    }
    if (query === 'not compiled') return onGraphqlJs();
    // Variables are checked by graphql-js first, so a bad one is refused with graphql-js's own error (Apollo
    // answers it 400 BAD_USER_INPUT, errors.ts in Spanish); graphql-jit coerces the good ones again, cheaply.
    const definitions = request.operation.variableDefinitions ?? [];
    const checked = getVariableValues(schema, definitions, variables);
    if (checked.errors) return { errors: checked.errors };
    const result = await query.query(undefined, request.context, withDefaults(definitions, variables));
    return result.errors?.length ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    load: async () => ({ executor }),
    stop: async () => undefined,
  };
}

/**
 * The variables with the document's default for each one omitted, as a client would have sent it: graphql-jit
 * 0.8.9 refuses an omitted non-null variable even when the document gives it a default (`$n: Int! = 25`), which
 * GraphQL (and graphql-js) allows; its refusal became a 500.
 */
function withDefaults(
  definitions: readonly VariableDefinitionNode[],
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const omitted = definitions.filter(
    (definition) => definition.defaultValue && !(definition.variable.name.value in variables),
  );
  if (omitted.length === 0) return variables;
  const completed = { ...variables };
  for (const { variable, defaultValue } of omitted) completed[variable.name.value] = valueFromASTUntyped(defaultValue!);
  return completed;
}

/**
 * graphql-jit's errors are frozen look-alikes of graphql-js's: plugins that reword a message in place (GraphQL
 * Armor's suggestion mask) would throw on them. The same message, locations, path, extensions and cause.
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  Object.assign(copy, { locations: error.locations });
  return copy;
}

function compile(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
): CompiledQuery | 'not compiled' {
  try {
    const result = compileQuery<Record<string, unknown>>(schema, document, operationName);
    return isCompiledQuery(result) ? result : 'not compiled';
  } catch {
    return 'not compiled';
  }
}
