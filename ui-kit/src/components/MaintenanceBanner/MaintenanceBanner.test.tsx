import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import { MAINTENANCE_DISMISSED_KEY, maintenanceDismissedValue } from './MaintenanceBanner';
import * as stories from './MaintenanceBanner.stories';

const composed = composeStories(stories);

const banner = (name = 'Sitio en Mantenimiento') => screen.queryByRole('region', { name });
const marker = () => window.localStorage.getItem(MAINTENANCE_DISMISSED_KEY);

describe('MaintenanceBanner', () => {
  testStories(composed, {
    SiteInMaintenance: () => {
      const region = banner();
      expect(region).toHaveAttribute('data-type', 'warning');
      expect(region).toHaveTextContent(
        'Sitio en MantenimientoEstamos realizando mejoras. Algunas funciones podrían no estar disponibles.',
      );
      expect(screen.getByRole('button', { name: 'Cerrar mensaje' })).toBeInTheDocument();
      expect(region).not.toHaveTextContent(/Desde|Hasta/);
      expect(composed.SiteInMaintenance.args.onVisibilityChange).not.toHaveBeenCalled();
    },
    WithTimeInfo: () => {
      expect(banner()).toHaveTextContent('Desde el 15/02/2024 00:00 hasta el 16/02/2024 00:00 (hora de Lima).');
    },
    OnlyEnd: () => {
      expect(banner()).toHaveTextContent(/Hasta el 01\/03\/2026 12:30 \(hora de Lima\)\.$/);
      expect(banner()).not.toHaveTextContent('Desde');
    },
    WithoutTimeInfo: () => {
      expect(banner()).toBeInTheDocument();
      expect(banner()).not.toHaveTextContent(/Desde|hora de Lima/);
    },
    Dismissed: () => {
      expect(banner()).toBeNull();
      // The notice it closed, not just 'true': a different notice shows again.
      expect(marker()).toBe(maintenanceDismissedValue(composed.Dismissed.args as never));
      expect(JSON.parse(marker()!)).toEqual([
        'Sitio en Mantenimiento',
        'Estamos realizando mejoras. Algunas funciones podrían no estar disponibles.',
        null,
        null,
      ]);
      expect(composed.Dismissed.args.onVisibilityChange).toHaveBeenCalledExactlyOnceWith(false);
    },
    DismissedEarlier: () => {
      expect(banner()).toBeNull();
      expect(composed.DismissedEarlier.args.onVisibilityChange).not.toHaveBeenCalled();
    },
    NewNoticeAfterDismissal: () => {
      expect(banner('Pedidos en pausa')).toBeInTheDocument();
    },
    NewWindowAfterDismissal: () => {
      expect(banner()).toHaveTextContent('Hasta el 01/03/2026 12:30');
    },
    Persistent: () => {
      expect(banner()).toBeNull();
      expect(marker()).toBeNull();
      expect(composed.Persistent.args.onVisibilityChange).toHaveBeenCalledExactlyOnceWith(false);
    },
    PersistentIgnoresMarker: () => {
      expect(banner()).toBeInTheDocument();
    },
    NotDismissible: () => {
      expect(banner()).toBeInTheDocument();
      expect(screen.queryByRole('button')).toBeNull();
    },
    InfoType: () => {
      expect(banner('Horario especial')).toHaveAttribute('data-type', 'info');
      expect(resolvedStyle(banner('Horario especial')!, 'background')).toBe('#f5e7ed');
    },
    ErrorType: () => {
      expect(banner('Pedidos en pausa')).toHaveAttribute('data-type', 'error');
      expect(resolvedStyle(banner('Pedidos en pausa')!, 'background')).toBe('#fdecea');
    },
    DarkTheme: () => {
      expect(resolvedStyle(banner()!, 'background')).toBe(darkToken('color-warning-subtle'));
      expect(resolvedStyle(banner()!, 'color')).toBe(darkToken('color-on-warning-subtle'));
    },
  });
});
