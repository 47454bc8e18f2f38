import type { Alias } from 'vite';

/**
 * The production build renders the web app with Preact through `preact/compat` (ADR 0009): the same
 * components, hooks and libraries (react-router, Apollo Client, Radix, the ui-kit) on a 4 KB runtime
 * instead of react-dom's 68 KB, which the first load of every page paid for. The dev server and the
 * component tests keep React (fast refresh, and Radix dialogs that jsdom cannot open under Preact); the
 * Playwright journeys run on the production build, so they test what ships.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
