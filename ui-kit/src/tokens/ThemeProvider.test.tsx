import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider, readStoredTheme, useTheme } from './ThemeProvider';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;

describe('ThemeProvider / useTheme', () => {
  it('starts light without a stored choice or system preference, and sets <html data-theme>', () => {
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    // Nothing is stored until the user chooses.
    expect(window.localStorage.getItem('esencia-theme')).toBeNull();
  });

  it('toggles and remembers the choice under "esencia-theme"', () => {
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem('esencia-theme')).toBe('dark');

    act(() => result.current.toggleTheme());
    expect(window.localStorage.getItem('esencia-theme')).toBe('light');
  });

  it('restores the remembered theme over defaultTheme', () => {
    window.localStorage.setItem('esencia-theme', 'dark');
    const { result } = renderHook(() => useTheme(), {
      wrapper: ({ children }) => <ThemeProvider defaultTheme="light">{children}</ThemeProvider>,
    });
    expect(result.current.theme).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('ignores invalid stored values', () => {
    window.localStorage.setItem('esencia-theme', 'sepia');
    expect(readStoredTheme()).toBeNull();
    const { result } = renderHook(() => useTheme(), {
      wrapper: ({ children }) => <ThemeProvider defaultTheme="dark">{children}</ThemeProvider>,
    });
    expect(result.current.theme).toBe('dark');
  });

  it('follows the system preference when nothing is stored', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-color-scheme: dark)' })),
    );
    try {
      const { result } = renderHook(() => useTheme(), { wrapper });
      expect(result.current.theme).toBe('dark');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps working when localStorage throws', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.setTheme('dark'));
    expect(result.current.theme).toBe('dark');
    expect(setItem).toHaveBeenCalledWith('esencia-theme', 'dark');
  });

  it('throws a clear error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useTheme();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/ThemeProvider/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
