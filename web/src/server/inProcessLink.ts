import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';

/** One GraphQL operation as the server executes it, in its own process (no HTTP). */
export interface GraphQLOperation {
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly operationName: string | undefined;
}

/** What the server answers: GraphQL's own result shape. */
export interface GraphQLAnswer {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: ReadonlyArray<{ readonly message: string }>;
}

/** The server's executor: its GraphQL server, with the context of the request being rendered (its session). */
export type ExecuteOperation = (operation: GraphQLOperation) => Promise<GraphQLAnswer>;

/**
 * The transport of a page rendered on the server: each operation goes to `execute` in the same process, with the
 * request's context, so the page costs the SQL the same queries cost over /graphql and nothing more. Any error
 * (an answer with errors, or a failed execution) is also told to `onFailure`: the page is then not sent as
 * rendered (its error state would not match what the browser draws once it asks again).
 */
export function inProcessLink(execute: ExecuteOperation, onFailure: (reason: string) => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let open = true;
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (answer) => {
            if (answer.errors?.length) {
              onFailure(
                `${operation.operationName ?? 'query'}: ${answer.errors.map((error) => error.message).join('; ')}`,
              );
            }
            if (!open) return;
            observer.next(answer as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => {
            onFailure(
              `${operation.operationName ?? 'query'}: ${error instanceof Error ? error.message : String(error)}`,
            );
            if (open) observer.error(error);
          },
        );
        return () => {
          open = false;
        };
      }),
  );
}
