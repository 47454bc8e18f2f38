import type { Alias } from 'vite';

/**
 * The web app renders with Preact through `preact/compat` (ADR 0009): the same components, hooks and libraries
 * (react-router, Apollo Client, Radix, the ui-kit) on a 10 KB runtime instead of react-dom's 68 KB, which the
 * first load of every page paid for. Used by the production build and by the component tests
 * (vitest.config.ts), so the tests run on what ships; the dev server keeps React for its fast refresh. The
 * ui-kit stays a React library: its own stories and tests run on React.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
