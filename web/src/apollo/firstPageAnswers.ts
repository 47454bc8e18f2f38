import type { ApolloCache } from '@apollo/client';
import type { FirstPageAnswers } from '@esencia/domain/shared/first-page-data';
import type { DocumentNode } from 'graphql';
import { FIRST_PAGE_DOCUMENTS } from './firstPageDocuments.generated';
import { FIRST_PAGE_DATA_ELEMENT_ID } from './firstPageElement';

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
 * Writes the page's answers into the cache before the app's first render, so the page is drawn at once with its
 * data (no loading state, no request, no second render after the first paint). Each answer is keyed by its
 * operation's name and variables (firstPageDataKey); its document comes from `documents`, loaded on demand (the
 * current page's code is being loaded anyway). An answer the app has no document for, or that does not fit
 * its document, is left out: the app then asks the server as usual.
 */
export async function restoreFirstPageAnswers(
  cache: ApolloCache,
  answers: FirstPageAnswers,
  documents: Readonly<Record<string, () => Promise<DocumentNode>>> = FIRST_PAGE_DOCUMENTS,
): Promise<void> {
  await Promise.all(
    Object.entries(answers).map(async ([key, answer]) => {
      const colon = key.indexOf(':');
      const load = documents[key.slice(0, colon)];
      if (colon < 0 || !load) return;
      try {
        const variables = JSON.parse(key.slice(colon + 1)) as Record<string, unknown>;
        cache.writeQuery({ query: await load(), variables, data: answer.data });
      } catch (reason) {
        console.warn('No se pudo usar una respuesta incluida en la página', key, reason);
      }
    }),
  );
}
