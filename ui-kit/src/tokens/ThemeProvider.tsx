import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { THEME_STORAGE_KEY, type Theme } from './tokens';

export interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** Reads the remembered theme; returns null when nothing valid is stored or storage is unavailable. */
export function readStoredTheme(storageKey: string = THEME_STORAGE_KEY): Theme | null {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isTheme(stored) ? stored : null;
  } catch {
    return null;
  }
}

function getSystemTheme(): Theme {
  if (typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export interface ThemeProviderProps {
  children: ReactNode;
  /** Used when nothing is stored yet. Defaults to the system preference, else 'light'. */
  defaultTheme?: Theme;
  /** localStorage key. Defaults to 'esencia-theme'. */
  storageKey?: string;
}

/**
 * Holds the current theme, mirrors it to `<html data-theme>` and remembers explicit choices
 * in localStorage.
 */
export function ThemeProvider({ children, defaultTheme, storageKey = THEME_STORAGE_KEY }: ThemeProviderProps) {
  // The first render is the same wherever it runs (a server has no storage and no screen); the remembered or
  // system theme is read once mounted, before the first paint (the page's inline script already applied it).
  const [theme, setThemeState] = useState<Theme>(defaultTheme ?? 'light');
  useLayoutEffect(() => {
    setThemeState(readStoredTheme(storageKey) ?? defaultTheme ?? getSystemTheme());
  }, [storageKey, defaultTheme]);

  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
  }, [theme]);

  const setTheme = useCallback(
    (next: Theme) => {
      setThemeState(next);
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // Storage may be unavailable (private mode, quota); the theme still applies for this visit.
      }
    },
    [storageKey],
  );

  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [setTheme, theme]);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** Current theme and setters. Must be used inside <ThemeProvider>. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) {
    throw new Error('useTheme debe usarse dentro de <ThemeProvider>.');
  }
  return context;
}
