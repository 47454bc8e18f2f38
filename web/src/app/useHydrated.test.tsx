import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubScreen } from '../test/matchMedia';
import { useMediaQuery } from './useMediaQuery';
import { OnceHydrated } from './OnceHydrated';
import { HydrationEnd, hydrationStarts, useHydrated } from './useHydrated';

const PHONE = '(max-width: 599px)';

/** The screen a phone has: PHONE matches. */
const onPhone = () => stubScreen(PHONE);

function Hydrated() {
  return <p>{useHydrated() ? 'hidratada' : 'del servidor'}</p>;
}

function Screen() {
  return <p>{useMediaQuery(PHONE) ? 'teléfono' : 'pantalla desconocida'}</p>;
}

/**
 * `tree` rendered as the server does, put in a container, then hydrated there in a transition as startApp does
 * (with HydrationEnd, as App has it); what React recovered from.
 */
async function serveAndHydrate(tree: () => ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const recovered: unknown[] = [];
  hydrationStarts();
  await act(async () => {
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          {tree()}
          <HydrationEnd />
        </>,
        { onRecoverableError: (error) => recovered.push(error) },
      );
    });
  });
  return { serverHtml, recovered };
}

/**
 * Served and hydrated, `tree` shows `before` (in the server's HTML, through the hydration's commit and its effects,
 * with nothing recovered from), then `after` once the task after the hydration's has run.
 */
async function expectDrawnAgainAfterHydration(tree: () => ReactNode, before: string, after: string) {
  const { serverHtml, recovered } = await serveAndHydrate(tree);

  expect(serverHtml).toContain(before);
  expect(recovered).toEqual([]);
  // Committed and its effects run: still the server's value, not drawn again in the same task.
  expect(screen.getByText(before)).toBeInTheDocument();
  await act(async () => vi.runAllTimers());
  expect(screen.getByText(after)).toBeInTheDocument();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('a page the browser renders alone knows the browser from its first render', () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useHydrated());
      return null;
    }
    render(<Probe />);
    expect(seen).toEqual([true]);
  });

  it('the server and the hydration draw the server’s value; the browser’s comes after the hydration’s task', async () => {
    vi.useFakeTimers();
    await expectDrawnAgainAfterHydration(() => <Hydrated />, 'del servidor', 'hidratada');
  });

  it('a part hydrated later (its own Suspense boundary, after the switch) is hydrated with the server’s value too', async () => {
    vi.useFakeTimers();
    const { serverHtml, recovered } = await serveAndHydrate(() => (
      <>
        <Hydrated />
        <Suspense fallback={<p>cargando</p>}>
          <Hydrated />
        </Suspense>
      </>
    ));
    await act(async () => vi.runAllTimers());

    expect(serverHtml).toContain('<!--$-->');
    expect(recovered).toEqual([]);
    expect(screen.getAllByText('hidratada')).toHaveLength(2);
  });
});

describe('OnceHydrated (useLoadBeforeHydrated)', () => {
  it('asks for a part’s chunk in a task of its own after the hydration’s, before the part is drawn', async () => {
    vi.useFakeTimers();
    const happened: string[] = [];
    const load = vi.fn(async () => void happened.push('chunk asked for'));
    function Part() {
      happened.push('drawn');
      return null;
    }
    await serveAndHydrate(() => (
      <OnceHydrated load={load}>
        <Part />
      </OnceHydrated>
    ));

    expect(happened).toEqual([]);
    await act(async () => vi.runAllTimers());
    expect(happened).toEqual(['chunk asked for', 'drawn']);
  });

  it('asks for nothing on a page the browser renders alone (the part is drawn at once, its chunk with it)', () => {
    const load = vi.fn(async () => {});
    render(
      <OnceHydrated load={load}>
        <p>parte</p>
      </OnceHydrated>,
    );
    expect(screen.getByText('parte')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('useMediaQuery', () => {
  it('false for the server and the hydration of its page, then the screen’s answer once hydrated: no mismatch', async () => {
    vi.useFakeTimers();
    onPhone();
    await expectDrawnAgainAfterHydration(() => <Screen />, 'pantalla desconocida', 'teléfono');
  });

  it('a page the browser renders alone has the screen’s answer from its first render', () => {
    onPhone();
    render(<Screen />);
    expect(screen.getByText('teléfono')).toBeInTheDocument();
  });
});
