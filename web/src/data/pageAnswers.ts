import {
  FIRST_PAGE_DATA_ELEMENT_ID,
  firstPageDataKey,
  type FirstPageAnswer,
  type FirstPageAnswers,
} from '@esencia/domain/shared/first-page-data';

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
 * The page's answers, each given once (a query's first answer: src/data/client.ts) and none after
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
