export { THEME_STORAGE_KEY, THEMES, tokens, type Theme } from './tokens';
export {
  ThemeProvider,
  readStoredTheme,
  useTheme,
  type ThemeContextValue,
  type ThemeProviderProps,
} from './ThemeProvider';
