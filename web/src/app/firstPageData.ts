import { ApolloLink } from '@apollo/client';
import {
  FIRST_PAGE_DATA_ELEMENT_ID,
  firstPageDataKey,
  type FirstPageAnswer,
  type FirstPageAnswers,
} from '@esencia/domain/shared/first-page-data';
import { OperationTypeNode } from 'graphql';
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
 * The first link of the chain: the first request of each query whose data came with the page (same operation
 * name and variables) is answered from it, once, without a round trip; the answer is then forgotten, so a
 * refetch, a poll or a second visit asks the server. Everything else (and everything after
 * FIRST_PAGE_DATA_LIFETIME_MS) goes on to the network.
 */
export function firstPageDataLink(
  answers: FirstPageAnswers,
  options: { readonly lifetimeMs?: number; readonly now?: () => number } = {},
): ApolloLink {
  const now = options.now ?? (() => Date.now());
  const pending = new Map<string, FirstPageAnswer>(Object.entries(answers));
  const until = now() + (options.lifetimeMs ?? FIRST_PAGE_DATA_LIFETIME_MS);
  return new ApolloLink((operation, forward) => {
    if (pending.size === 0 || operation.operationType !== OperationTypeNode.QUERY || !operation.operationName) {
      return forward(operation);
    }
    if (now() > until) {
      pending.clear();
      return forward(operation);
    }
    const key = firstPageDataKey(operation.operationName, operation.variables);
    const answer = pending.get(key);
    if (!answer) return forward(operation);
    pending.delete(key);
    return of({ data: answer.data });
  });
}
