import 'reflect-metadata';
import {
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { webDocuments } from '../testing/web-operations';
import { queryProtection, QUERY_LIMITS } from './query-limits';
import { buildGraphQLSchema } from './schema';

/** What the web's Apollo Client sends: its cache adds `__typename` to every selection set but the operation's. */
function asSent(document: DocumentNode): string {
  const withTypename = visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return {
        ...node,
        selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
      };
    },
  });
  return print(withTypename);
}

/** Every operation document the web app was generated with (storefront and admin), by name, as sent. */
const webOperations = webDocuments().map(([name, document]) => [name, asSent(document)] as const);

/** The server's own checks, in its order: parse with the token limit, then GraphQL's and the limits' rules. */
function refusals(schema: GraphQLSchema, source: string): string[] {
  let document: DocumentNode;
  try {
    document = parse(source, queryProtection({ dev: false }).parseOptions);
  } catch (error) {
    return [(error as Error).message];
  }
  const rules = [...specifiedRules, ...queryProtection({ dev: false }).validationRules];
  return validate(schema, document, rules).map((error) => error.message);
}

describe('GraphQL query limits', () => {
  let schema: GraphQLSchema;

  beforeAll(async () => {
    schema = await buildGraphQLSchema();
  });

  it('finds the web app’s generated operations', () => {
    expect(webOperations.length).toBeGreaterThan(60);
  });

  it.each(webOperations)('lets the web app’s %s through', (_name, source) => {
    expect(refusals(schema, source)).toEqual([]);
  });

  it('refuses the probe’s 500 aliased products(pageSize: 100) while parsing', () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `p${i}: products(pageSize: 100) { items { id name } }`);
    expect(refusals(schema, `{ ${aliases.join(' ')} }`)).toEqual([
      `Syntax Error: Document contains more that ${QUERY_LIMITS.maxTokens} tokens. Parsing aborted.`,
    ]);
  });

  it('refuses each limit with its Spanish message', () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `b${i}: brands { id }`);
    expect(refusals(schema, `{ ${aliases.join(' ')} }`)).toEqual([
      `La consulta usa demasiados alias (máximo ${QUERY_LIMITS.maxAliases}).`,
    ]);

    const nested = (depth: number): string => (depth === 0 ? 'id' : `categories { ${nested(depth - 1)} }`);
    const deep = `{ products { items { ${'brand { id } '.repeat(1)}${nested(QUERY_LIMITS.maxDepth)} } } }`;
    expect(refusals(schema, deep)).toContain(
      `La consulta está demasiado anidada (máximo ${QUERY_LIMITS.maxDepth} niveles).`,
    );

    const directives = Array.from({ length: QUERY_LIMITS.maxDirectives + 1 }, () => 'id @include(if: true)');
    expect(refusals(schema, `{ brands { ${directives.join(' ')} } }`)).toEqual([
      `La consulta usa demasiadas directivas (máximo ${QUERY_LIMITS.maxDirectives}).`,
    ]);

    // Six aliases of the cart quote the web app asks once: within every other limit, but too costly.
    const myCart = webOperations.find(([name]) => name === 'MyCartDocument')![1];
    const fragments = myCart.replace(/^\s*query MyCart[\s\S]*?\n}\n/, '');
    const quotes = Array.from({ length: 6 }, (_, i) => `q${i}: cartQuote(lines: $lines) { ...CartQuoteFields }`);
    const costly = `query Costly($lines: [CartLineInput!]!) { ${quotes.join(' ')} }\n${fragments}`;
    expect(refusals(schema, costly)).toEqual([
      'La consulta pide demasiados datos a la vez. Divídela en consultas más pequeñas.',
    ]);
  });
});
