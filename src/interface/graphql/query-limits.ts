import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * How big one GraphQL operation may be (docs/operations.md, "GraphQL and HTTP limits"). Every operation the
 * web app sends stays well inside them (query-limits.spec.ts checks each generated document); a document over
 * any of them is refused before it runs, with a Spanish message and code QUERY_TOO_COMPLEX.
 */
export const QUERY_LIMITS = {
  /** Lexical tokens in the document (checked while parsing, so a huge document costs almost nothing). */
  maxTokens: 1000,
  /** Aliased fields per operation (`__typename` aliases are free). */
  maxAliases: 15,
  /** Nesting depth of the selection sets. */
  maxDepth: 15,
  /** Directives per operation. */
  maxDirectives: 10,
  /** GraphQL Armor's static cost: 2 per object, 1 per scalar, ×1.5 per level of depth. */
  maxCost: 5000,
} as const;

/** What the limit names in `extensions.limit` mean to a person. */
export const QUERY_LIMIT_MESSAGES = {
  MAX_TOKENS: `La consulta es demasiado larga (máximo ${QUERY_LIMITS.maxTokens} elementos).`,
  MAX_ALIASES: `La consulta usa demasiados alias (máximo ${QUERY_LIMITS.maxAliases}).`,
  MAX_DEPTH: `La consulta está demasiado anidada (máximo ${QUERY_LIMITS.maxDepth} niveles).`,
  MAX_DIRECTIVES: `La consulta usa demasiadas directivas (máximo ${QUERY_LIMITS.maxDirectives}).`,
  MAX_COST: 'La consulta pide demasiados datos a la vez. Divídela en consultas más pequeñas.',
} as const;

export type QueryLimit = keyof typeof QUERY_LIMIT_MESSAGES;

/** The error code every refused oversized operation carries. */
export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

export function queryLimitError(limit: QueryLimit): GraphQLError {
  return new GraphQLError(QUERY_LIMIT_MESSAGES[limit], { extensions: { code: QUERY_TOO_COMPLEX, limit } });
}

/** Reports the refusal in Spanish on the validation context (a 400 answer); never throws out of the rule. */
const refuseWith =
  (limit: QueryLimit) =>
  (context: ValidationContext | null): void => {
    context?.reportError(queryLimitError(limit));
  };

const TOKEN_LIMIT = /^Syntax Error: Document contains more tha[nt] \d+ tokens/;

/**
 * The token limit while parsing (graphql-js's own `maxTokens`, so a huge document is dropped before it is even
 * read whole and a syntax error stays a 400), then GraphQL Armor's alias, depth, directive and cost limits as
 * validation rules, and 'Did you mean …' suggestions removed unless `dev`. Batching stays off (Apollo's default).
 */
export function queryProtection(options: { readonly dev: boolean }): {
  readonly parseOptions: { readonly maxTokens: number };
  readonly plugins: ApolloServerPlugin[];
  readonly validationRules: ValidationRule[];
} {
  const armor = new ApolloArmor({
    // Armor's own token plugin parses before Apollo does and turns every syntax error into a 500.
    maxTokens: { enabled: false },
    maxAliases: { n: QUERY_LIMITS.maxAliases, propagateOnRejection: false, onReject: [refuseWith('MAX_ALIASES')] },
    maxDepth: { n: QUERY_LIMITS.maxDepth, propagateOnRejection: false, onReject: [refuseWith('MAX_DEPTH')] },
    maxDirectives: {
      n: QUERY_LIMITS.maxDirectives,
      propagateOnRejection: false,
      onReject: [refuseWith('MAX_DIRECTIVES')],
    },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, propagateOnRejection: false, onReject: [refuseWith('MAX_COST')] },
    blockFieldSuggestion: { enabled: !options.dev, mask: '' },
  });
  const { plugins, validationRules } = armor.protect();
  return {
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    plugins: plugins as ApolloServerPlugin[],
    validationRules: validationRules as ValidationRule[],
  };
}

/** The token limit fails the parse with an English syntax error; this tells it apart. */
export function isTokenLimitError(message: string): boolean {
  return TOKEN_LIMIT.test(message);
}
