/** One entry of a GraphQL response's `errors`. */
export interface GraphQLErrorEntry {
  readonly message: string;
  readonly extensions?: Readonly<Record<string, unknown>>;
  readonly path?: readonly (string | number)[];
}

/** The server answered, but with GraphQL errors (validation, authorization, …): they are in `errors`. */
export class GraphQLErrors extends Error {
  readonly errors: readonly GraphQLErrorEntry[];

  constructor(errors: readonly GraphQLErrorEntry[]) {
    super(errors.map((error) => error.message).join('\n') || 'Error de GraphQL');
    this.name = 'GraphQLErrors';
    this.errors = errors;
  }

  static is(error: unknown): error is GraphQLErrors {
    return error instanceof GraphQLErrors;
  }
}

/** The request got no usable GraphQL answer (an HTTP error without one, a body that is not JSON). */
export class ServerError extends Error {
  readonly status: number;

  constructor(status: number, message = `El servidor respondió ${status}`) {
    super(message);
    this.name = 'ServerError';
    this.status = status;
  }
}
