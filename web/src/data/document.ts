import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { firstPageDataKey } from '@esencia/domain/shared/first-page-data';

/**
 * A generated operation (src/gql, `documentMode: 'string'`): its text, typed with its result and variables.
 * At run time a `TypedDocumentString` (a String object) in dev and tests, or the plain text the build inlines.
 */
export type Document<Result = unknown, Variables = Record<string, unknown>> = DocumentTypeDecoration<
  Result,
  Variables
> &
  (string | String); // eslint-disable-line @typescript-eslint/no-wrapper-object-types -- TypedDocumentString extends String

export type OperationKind = 'query' | 'mutation' | 'subscription';

/** What the client needs of an operation: its text, kind and name (the first-page answers and mocks go by name). */
export interface Operation {
  readonly text: string;
  readonly kind: OperationKind;
  readonly name: string;
}

const OPERATION = /\b(query|mutation|subscription)\s+(\w+)/;
const known = new Map<string, Operation>();

/** The operation a document defines; every storefront operation is named (codegen requires it). */
export function operationOf(document: Document<unknown, never> | Document): Operation {
  const text = String(document);
  let operation = known.get(text);
  if (!operation) {
    const match = OPERATION.exec(text);
    if (!match) throw new Error(`Documento GraphQL sin operación con nombre: ${text.slice(0, 80)}`);
    operation = { text, kind: match[1] as OperationKind, name: match[2]! };
    known.set(text, operation);
  }
  return operation;
}

/** Variables as the server and the mocks see them: JSON, so an undefined value is the same as an absent one. */
export function plainVariables(variables: unknown): Record<string, unknown> {
  if (variables === undefined || variables === null) return {};
  return JSON.parse(JSON.stringify(variables)) as Record<string, unknown>;
}

/** An operation with its variables, and their key: operation name and canonical variables (the key the page's
 * inlined answers use too), under which the client keeps the answer. */
export interface Query {
  readonly operation: Operation;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly key: string;
}

export function queryOf(document: Document<unknown, never> | Document, variables?: unknown): Query {
  const operation = operationOf(document);
  const plain = plainVariables(variables);
  return { operation, variables: plain, key: firstPageDataKey(operation.name, plain) };
}
