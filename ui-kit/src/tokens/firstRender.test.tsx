import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_HIDDEN_UNTIL_KEY, ChatWidget } from '../components/ChatWidget/ChatWidget';
import {
  MAINTENANCE_DISMISSED_KEY,
  MaintenanceBanner,
  maintenanceDismissedValue,
} from '../components/MaintenanceBanner/MaintenanceBanner';
import { ThemeProvider, useTheme } from './ThemeProvider';

/**
 * What the browser remembers (storage) and what the screen is (media queries) is read once mounted, never in
 * the first render: a page rendered on the server, which has neither, is the same as the browser's first
 * render, so hydration matches; the browser's values then apply before the first paint.
 */
afterEach(() => {
  window.localStorage.clear();
});

function ThemeName() {
  return <span>{useTheme().theme}</span>;
}

describe('the kit’s first render does not read the browser', () => {
  it('ThemeProvider: the default theme first, the remembered one once mounted', () => {
    window.localStorage.setItem('esencia-theme', 'dark');

    expect(
      renderToString(
        <ThemeProvider defaultTheme="light">
          <ThemeName />
        </ThemeProvider>,
      ),
    ).toBe('<span>light</span>');
    render(
      <ThemeProvider defaultTheme="light">
        <ThemeName />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark')).toBeInTheDocument();
  });

  it('ChatWidget: nothing first (it floats over the page), the launcher once mounted unless recently closed', () => {
    expect(renderToString(<ChatWidget phoneNumber="51987654321" storeName="Esencia" />)).toBe('');
    const { unmount } = render(<ChatWidget phoneNumber="51987654321" storeName="Esencia" />);
    expect(screen.getByRole('button', { name: 'Chat de WhatsApp' })).toBeInTheDocument();
    unmount();

    window.localStorage.setItem(CHAT_HIDDEN_UNTIL_KEY, String(Date.now() + 60_000));
    render(<ChatWidget phoneNumber="51987654321" storeName="Esencia" />);
    expect(screen.queryByRole('button', { name: 'Chat de WhatsApp' })).not.toBeInTheDocument();
  });

  it('MaintenanceBanner: shown first, gone once mounted when this browser closed it', () => {
    const notice = { title: 'Sitio en Mantenimiento', description: 'Volvemos pronto.' };
    window.localStorage.setItem(MAINTENANCE_DISMISSED_KEY, maintenanceDismissedValue(notice));
    const banner = <MaintenanceBanner {...notice} />;

    expect(renderToString(banner)).toContain('Sitio en Mantenimiento');
    render(banner);
    expect(screen.queryByText('Sitio en Mantenimiento')).not.toBeInTheDocument();
  });
});
