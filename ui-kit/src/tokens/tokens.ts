/** localStorage key where the user's theme choice is remembered. */
export const THEME_STORAGE_KEY = 'esencia-theme';

export type Theme = 'light' | 'dark';

export const THEMES: readonly Theme[] = ['light', 'dark'];

const v = (name: string) => `var(--esc-${name})` as const;

/**
 * Typed references to the CSS custom properties defined in tokens.css,
 * for inline styles in consuming apps, e.g. `style={{ gap: tokens.space[4] }}`.
 */
export const tokens = {
  color: {
    bg: v('color-bg'),
    surface: v('color-surface'),
    surfaceMuted: v('color-surface-muted'),
    text: v('color-text'),
    textMuted: v('color-text-muted'),
    border: v('color-border'),
    accent: v('color-accent'),
    onAccent: v('color-on-accent'),
    accentSubtle: v('color-accent-subtle'),
    danger: v('color-danger'),
    focus: v('color-focus'),
  },
  space: {
    0: v('space-0'),
    1: v('space-1'),
    2: v('space-2'),
    3: v('space-3'),
    4: v('space-4'),
    5: v('space-5'),
    6: v('space-6'),
    8: v('space-8'),
    10: v('space-10'),
    12: v('space-12'),
    16: v('space-16'),
  },
  radius: {
    sm: v('radius-sm'),
    md: v('radius-md'),
    lg: v('radius-lg'),
    xl: v('radius-xl'),
    pill: v('radius-pill'),
  },
  font: {
    display: v('font-display'),
    body: v('font-body'),
  },
  fontSize: {
    xs: v('font-size-xs'),
    sm: v('font-size-sm'),
    md: v('font-size-md'),
    lg: v('font-size-lg'),
    xl: v('font-size-xl'),
    '2xl': v('font-size-2xl'),
    '3xl': v('font-size-3xl'),
  },
  shadow: {
    sm: v('shadow-sm'),
    md: v('shadow-md'),
    lg: v('shadow-lg'),
  },
} as const;
