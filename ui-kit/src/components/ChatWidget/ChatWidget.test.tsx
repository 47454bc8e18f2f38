import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { advanceClock, frozenAt, onFrozenClock, testStories } from '../../test-utils/stories';
import { CHAT_HIDDEN_UNTIL_KEY, ChatWidget } from './ChatWidget';
import * as stories from './ChatWidget.stories';

const composed = composeStories(stories);

const launcher = () => screen.queryByRole('button', { name: 'Chat de WhatsApp' });
const panel = () => screen.queryByRole('region', { name: 'Chat de WhatsApp' });
const hiddenUntil = () => window.localStorage.getItem(CHAT_HIDDEN_UNTIL_KEY);

/** Hidden now; still hidden 1 ms before `ms` from now; back (closed, and it stays closed) at `ms`. */
function expectHiddenFor(ms: number) {
  expect(launcher()).toBeNull();
  advanceClock(ms - 1);
  expect(launcher()).toBeNull();
  advanceClock(1);
  expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  // It opens by itself only after a page load, not when it comes back.
  advanceClock(10_000);
  expect(panel()).toBeNull();
}

describe('ChatWidget', () => {
  testStories(composed, {
    AutoOpens: onFrozenClock(() => {
      expect(launcher()).toHaveAttribute('aria-expanded', 'false');
      advanceClock(499);
      expect(panel()).toBeNull();
      advanceClock(1);
      expect(panel()).toHaveTextContent('Esencia Perfumería');
      expect(panel()).toHaveTextContent('Lunes a Domingo 9am-10pm');
      expect(panel()).toHaveTextContent('¡Hola! 👋 ¿En qué podemos ayudarte?');
      expect(launcher()).toHaveAttribute('aria-expanded', 'true');
      expect(launcher()).toHaveAttribute('aria-controls', panel()?.id);
      // Opening by itself does not take the focus away from the page.
      expect(screen.getByRole('textbox', { name: 'Mensaje' })).not.toHaveFocus();
      expect(hiddenUntil()).toBeNull();
      // The panel opens over the launcher, out of the widget's flow: the widget's box does not grow, so
      // opening by itself after load is not a layout shift.
      expect(resolvedStyle(panel()!, 'position')).toBe('absolute');
      expect(resolvedStyle(panel()!, 'right')).toBe('0px');
    }),
    AutoOpensAsBubble: onFrozenClock(() => {
      advanceClock(500);
      // The greeting only, beside the launcher; the panel stays closed.
      expect(panel()).toBeNull();
      expect(launcher()).toHaveAttribute('aria-expanded', 'false');
      const bubble = screen.getByRole('button', { name: '¡Hola! 👋 ¿En qué podemos ayudarte?' });
      expect(resolvedStyle(bubble.parentElement!, 'position')).toBe('absolute');
      // Its × hides the widget for 2 minutes, like the panel's.
      fireEvent.click(screen.getByRole('button', { name: 'Cerrar chat' }));
      expect(hiddenUntil()).toBe(String(frozenAt() + 500 + 120_000));
      expect(launcher()).toBeNull();
    }),
    BubbleOpensChat: onFrozenClock(() => {
      advanceClock(500);
      fireEvent.click(screen.getByRole('button', { name: '¡Hola! 👋 ¿En qué podemos ayudarte?' }));
      expect(panel()).toHaveTextContent('Esencia Perfumería');
      expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveFocus();
      expect(screen.queryByRole('button', { name: '¡Hola! 👋 ¿En qué podemos ayudarte?' })).toBeNull();
    }),
    BusyPage: onFrozenClock(() => {
      advanceClock(60_000);
      expect(panel()).toBeNull();
      expect(screen.queryByRole('button', { name: /¡Hola!/ })).toBeNull();
      // The shopper can still open it.
      fireEvent.click(launcher()!);
      expect(panel()).toBeInTheDocument();
    }),
    SendsToWhatsApp: onFrozenClock(() => {
      expect(composed.SendsToWhatsApp.args.onSend).toHaveBeenCalledExactlyOnceWith(
        'https://wa.me/51987654321?text=Hola%2C%20%C2%BFtienen%20Sauvage%20%26%20Co.%20%231%3F',
      );
      expect(hiddenUntil()).toBe(String(frozenAt() + 2 * 60 * 1000));
      expectHiddenFor(2 * 60 * 1000);
    }),
    SendsWithEnter: onFrozenClock(() => {
      expect(composed.SendsWithEnter.args.onSend).toHaveBeenCalledExactlyOnceWith(
        'https://wa.me/51987654321?text=Hola%0AGracias',
      );
      expect(launcher()).toBeNull();
    }),
    ClosedByShopper: onFrozenClock(() => {
      expect(composed.ClosedByShopper.args.onSend).not.toHaveBeenCalled();
      expect(hiddenUntil()).toBe(String(frozenAt() + 120_000));
      // The auto-open timer of the first load does not reopen it either.
      expectHiddenFor(120_000);
    }),
    ClosedWithEscape: onFrozenClock(() => {
      expect(hiddenUntil()).toBe(String(frozenAt() + 120_000));
      expect(launcher()).toBeNull();
    }),
    ClosedRecently: onFrozenClock(() => {
      // Checked every 10 s: the period ends at 60 s, found by the sixth check.
      expectHiddenFor(60_000);
      expect(hiddenUntil()).toBeNull();
    }),
    RecheckedOnFocus: onFrozenClock(() => {
      advanceClock(5_000);
      // Over, but the next 10 s check has not come yet.
      expect(launcher()).toBeNull();
      fireEvent.focus(window);
      expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    }),
    ExpiredHiddenPeriod: onFrozenClock(() => {
      advanceClock(500);
      expect(panel()).toBeInTheDocument();
      expect(hiddenUntil()).toBeNull();
    }),
    DarkTheme: () => {
      const region = panel();
      if (!region) throw new Error('the chat is closed');
      expect(resolvedStyle(region, 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(region, 'color')).toBe(darkToken('color-text'));
      expect(resolvedStyle(launcher()!, 'background')).toBe(darkToken('color-success-subtle'));
    },
  });

  describe('on a page busy with a form or a total', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    // The stories above stay mounted in their own canvases: look only inside this test's render.
    const inRender = (container: HTMLElement) => ({
      panel: () => within(container).queryByRole('region', { name: 'Chat de WhatsApp' }),
      launcher: () => within(container).getByRole('button', { name: 'Chat de WhatsApp' }),
    });
    const chat = (autoOpen: boolean) => (
      <ChatWidget phoneNumber="51987654321" storeName="Esencia Perfumería" autoOpen={autoOpen} />
    );

    it('folds back what opened by itself, and opens by itself no more in this page load', () => {
      vi.useFakeTimers();
      const { rerender, container } = render(chat(true));
      const { panel, launcher } = inRender(container);
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(panel()).toBeInTheDocument();

      rerender(chat(false));
      expect(panel()).toBeNull();
      expect(launcher()).toHaveAttribute('aria-expanded', 'false');
      // Not hidden: only folded.
      expect(hiddenUntil()).toBeNull();
      rerender(chat(true));
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(panel()).toBeNull();
    });

    it('keeps the chat the shopper opened', () => {
      const { panel, launcher } = inRender(render(chat(true)).container);
      fireEvent.click(launcher());
      expect(panel()).toBeInTheDocument();
    });

    it('leaving a busy page before it opened cancels the opening', () => {
      vi.useFakeTimers();
      const { rerender, container } = render(chat(true));
      const { panel } = inRender(container);
      act(() => {
        vi.advanceTimersByTime(300);
      });
      rerender(chat(false));
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(panel()).toBeNull();
    });
  });
});
