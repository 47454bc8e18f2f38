import { vi } from 'vitest';

/**
 * A window whose screen answers yes to exactly the media queries in `matching` (none: a wide screen), for the
 * parts that read `matchMedia` (useMediaQuery). Undone by `vi.unstubAllGlobals()`.
 */
export function stubScreen(...matching: readonly string[]): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
