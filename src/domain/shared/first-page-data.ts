/**
 * The answers the server puts inside a storefront page's HTML: the data of the queries the page runs on its
 * first render, so the app shows it without a second round trip. The server writes them (as anonymous
 * visitor's answers) and the web app writes them into its Apollo cache before its first render
 * (web/src/apollo/firstPageAnswers.ts); both use this contract. The
 * element's id is the page's, the web's (web/src/apollo/firstPageElement.ts).
 */

/** An inlined answer: the `data` of a query that had no errors. */
export interface FirstPageAnswer {
  readonly data: Record<string, unknown>;
}

/** The element's JSON: answers keyed by {@link firstPageDataKey}. */
export type FirstPageAnswers = Readonly<Record<string, FirstPageAnswer>>;

/**
 * The key of one answer: operation name and variables as canonical JSON (object keys sorted at every level,
 * undefined values left out), so `{ page: 1, sort: 'NAME' }` and `{ sort: 'NAME', page: 1 }` are one key.
 */
export function firstPageDataKey(operationName: string, variables: Readonly<Record<string, unknown>> = {}): string {
  return `${operationName}:${canonicalJson(variables)}`;
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
