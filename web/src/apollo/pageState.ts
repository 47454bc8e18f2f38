import type { NormalizedCacheObject } from '@apollo/client';

/**
 * The id of the `<script type="application/json">` in which the server leaves the Apollo cache of a page it
 * rendered (src/interface/http/server-rendering.ts writes it, escaped; web/src/server/renderPage.tsx fills it).
 * A data block, not a script: the CSP's script-src does not apply to it.
 */
export const PAGE_STATE_ELEMENT_ID = 'esencia-state';

/**
 * The cache the server rendered this page with, read once (the element is then removed), or null when the page
 * was not rendered on the server (the app then renders it itself) or the JSON does not parse.
 */
export function readPageState(root: Document | undefined = globalThis.document): NormalizedCacheObject | null {
  const element = root?.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as NormalizedCacheObject)
      : null;
  } catch {
    return null;
  }
}
