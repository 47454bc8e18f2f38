import { ApolloLink, type InMemoryCache } from '@apollo/client';
import {
  FIRST_PAGE_DATA_ELEMENT_ID,
  firstPageDataKey,
  type FirstPageAnswer,
  type FirstPageAnswers,
} from '@esencia/domain/shared/first-page-data';
import { getOperationAST, OperationTypeNode } from 'graphql';
import { of } from 'rxjs';

/**
 * How long after the app starts the page's answers may still be used: the first render asks for them within
 * moments (a lazy page's code first loads); a query asked later goes to the server, so an answer can never be
 * older than the page by more than this.
 */
export const FIRST_PAGE_DATA_LIFETIME_MS = 60_000;

/**
 * The answers the server put in the page's HTML (src/interface/http/first-page-data.ts), read once: the
 * element is then removed. Nothing (no element, or JSON that does not parse) is no answers.
 */
export function readFirstPageData(root: Document | undefined = globalThis.document): FirstPageAnswers {
  const element = root?.getElementById(FIRST_PAGE_DATA_ELEMENT_ID);
  if (!element) return {};
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FirstPageAnswers) : {};
  } catch {
    return {};
  }
}

/**
 * The page's answers, each given once (to the cache or to the link, whichever asks first) and none after
 * FIRST_PAGE_DATA_LIFETIME_MS: a refetch, a poll or a second visit asks the server.
 */
export class PageAnswers {
  private readonly pending: Map<string, FirstPageAnswer>;
  private readonly until: number;
  private readonly now: () => number;

  constructor(answers: FirstPageAnswers, options: { readonly lifetimeMs?: number; readonly now?: () => number } = {}) {
    this.pending = new Map(Object.entries(answers));
    this.now = options.now ?? (() => Date.now());
    this.until = this.now() + (options.lifetimeMs ?? FIRST_PAGE_DATA_LIFETIME_MS);
  }

  /** The answer to this query with these variables, if the page has it and it has not been given yet. */
  take(operationName: string, variables: Readonly<Record<string, unknown>> = {}): FirstPageAnswer | undefined {
    if (this.pending.size === 0) return undefined;
    if (this.now() > this.until) {
      this.pending.clear();
      return undefined;
    }
    const key = firstPageDataKey(operationName, variables);
    const answer = this.pending.get(key);
    this.pending.delete(key);
    return answer;
  }

  get isEmpty(): boolean {
    return this.pending.size === 0;
  }
}

/**
 * The first link of the chain: the first request of each query whose data came with the page (same operation
 * name and variables) is answered from it, without a round trip, unless the cache took it first (see
 * {@link fillCacheFromPage}). Everything else goes on to the network.
 */
export function firstPageDataLink(answers: PageAnswers): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (answers.isEmpty || operation.operationType !== OperationTypeNode.QUERY || !operation.operationName) {
      return forward(operation);
    }
    const answer = answers.take(operation.operationName, operation.variables);
    return answer ? of({ data: answer.data }) : forward(operation);
  });
}

/**
 * Lets the cache read the page's answers: the first time a query the page answered is read from the cache,
 * the answer is written there first. So a page's first render already has its data — no loading state, and
 * no second render after the first paint, which on a phone's CPU was a long task of its own (issue 13).
 */
export function fillCacheFromPage(cache: InMemoryCache, answers: PageAnswers): InMemoryCache {
  const diff = cache.diff.bind(cache);
  cache.diff = ((options: Parameters<typeof diff>[0]) => {
    if (!answers.isEmpty) {
      const operation = getOperationAST(options.query);
      const name = operation?.operation === OperationTypeNode.QUERY ? operation.name?.value : undefined;
      const answer = name ? answers.take(name, options.variables ?? {}) : undefined;
      if (answer) {
        // No broadcast: this runs while a component renders. What other queries already show came from the
        // same page (one snapshot of the catalogue), so writing this answer changes none of their results.
        cache.writeQuery({ query: options.query, variables: options.variables, data: answer.data, broadcast: false });
      }
    }
    return diff(options);
  }) as typeof cache.diff;
  return cache;
}
