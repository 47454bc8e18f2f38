import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The page's title: the first <h1> inside <main>. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/** Makes `element` focusable from script only (not a Tab stop) and focuses it without scrolling. */
function focusWithoutScrolling(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Moves focus to the page's <h1>, so screen readers announce the page and Tab continues from its
 * top. Returns false while the page has no <h1> yet (its data is still loading).
 */
export function focusPageHeading(): boolean {
  const heading = pageHeading();
  if (!heading) return false;
  focusWithoutScrolling(heading);
  return true;
}

function anchorTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** The top bar, sticky over the page: the one <header> outside <main>. */
function stickyHeader(): HTMLElement | null {
  return Array.from(document.querySelectorAll<HTMLElement>('header')).find((header) => !header.closest('main')) ?? null;
}

function setScrollPadding(headerHeight: number | null): void {
  document.documentElement.style.scrollPaddingTop = headerHeight === null ? '' : `${Math.round(headerHeight) + 8}px`;
}

/**
 * Anchors scrolled to (and focused elements) stop below the sticky top bar, not under it: the page's scroll
 * padding follows the bar's height. Measured now, which makes the browser lay the page out at once: only
 * just before scrolling to an anchor. Otherwise {@link useScrollPaddingBelowHeader} keeps it.
 */
function keepClearOfHeader(): void {
  const header = stickyHeader();
  setScrollPadding(header ? header.offsetHeight : null);
}

/**
 * Keeps the scroll padding equal to the top bar's height, told by a ResizeObserver after each layout the
 * browser does anyway: reading the height while a page renders forced a layout of its own, a fifth of the
 * first render on a phone (issue 13).
 */
function useScrollPaddingBelowHeader(): void {
  useEffect(() => {
    const header = stickyHeader();
    // jsdom has no ResizeObserver.
    if (!header || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      setScrollPadding(entry?.borderBoxSize?.[0]?.blockSize ?? header.offsetHeight);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      setScrollPadding(null);
    };
  }, []);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls smoothly to `target` (instantly on a first load, and for users who ask for reduced motion). */
function scrollToAnchor(target: HTMLElement, instant: boolean): void {
  keepClearOfHeader();
  // jsdom has no scrollIntoView.
  target.scrollIntoView?.({ behavior: instant || prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Focus and scroll on route changes, mounted once in the layout just before <ScrollRestoration />:
 * - a new path moves focus to the new page's <h1> as soon as it renders (pages load their data
 *   first), so the page's name is announced; going back does too, while the scroll is restored;
 * - a `#hash` (a new path or the same one) scrolls smoothly to that anchor once it exists and puts
 *   focus there; on the first load it only scrolls, at once;
 * - focus is never taken back from an element the user (or a dialog) moved to meanwhile.
 * Scrolling to the top and restoring it on back stay with react-router's <ScrollRestoration />;
 * the page's scroll padding keeps anchors clear of the sticky top bar.
 */
export function RouteFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; hash: string } | null>(null);

  useScrollPaddingBelowHeader();

  // Runs before <ScrollRestoration />'s layout effect (its next sibling): when the anchor is
  // already on the page, its instant jump becomes a smooth scroll for this one navigation.
  useLayoutEffect(() => {
    if (!anchorTarget(location.hash)) return;
    keepClearOfHeader();
    if (navigationType === 'POP' || prefersReducedMotion()) return;
    const root = document.documentElement;
    const before = root.style.scrollBehavior;
    root.style.scrollBehavior = 'smooth';
    const restore = window.setTimeout(() => {
      root.style.scrollBehavior = before;
    });
    return () => {
      window.clearTimeout(restore);
      root.style.scrollBehavior = before;
    };
  }, [location, navigationType]);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname, hash: location.hash };
    const firstLoad = before === null;
    const pathChanged = !firstLoad && before.pathname !== location.pathname;
    const newHash = location.hash.length > 1 && (firstLoad || pathChanged || before.hash !== location.hash);
    // The skip link or back/forward within one page (the first load is a POP too).
    const samePagePop = !firstLoad && navigationType === 'POP' && !pathChanged;
    if (samePagePop || (!pathChanged && !newHash)) return;

    const focusedAtNavigation = document.activeElement;
    // The anchor on the page when the address changed. The router may commit the new address a moment
    // before the new page (ScrollRestoration then jumps to the old page's anchor of that name), so an anchor
    // counts as already there only if it is still the one found at the end.
    const anchorAtNavigation = anchorTarget(location.hash);
    // The user (or a dialog) put focus somewhere on the page meanwhile: leave it there. Focus
    // handed back to a closing menu's trigger in the header does not count.
    const userMovedOn = (): boolean => {
      const active = document.activeElement;
      if (!active || active === document.body || active === focusedAtNavigation) return false;
      return active.closest('main, [role="dialog"], [role="alertdialog"]') !== null;
    };
    let pending: number | undefined;
    const destination = () => {
      const target = newHash ? anchorTarget(location.hash) : null;
      return { target, focus: target ?? (firstLoad ? null : pageHeading()) };
    };
    const settle = (): boolean => {
      if (!destination().focus) return false;
      // After this turn's other focus moves (a closing dialog returns focus to its trigger), and after the
      // new page has rendered: what to scroll to and focus is read again then.
      pending = window.setTimeout(() => {
        const { target, focus } = destination();
        // On a first load the browser looked for the anchor before React drew it, so it never
        // scrolled: always scroll then. Later, an anchor already on the page was scrolled to by the
        // smooth jump set up above.
        if (target && (firstLoad || target !== anchorAtNavigation)) scrollToAnchor(target, firstLoad);
        if (!focus || firstLoad || userMovedOn()) return;
        focusWithoutScrolling(focus);
      });
      return true;
    };
    if (settle()) return () => window.clearTimeout(pending);

    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(pending);
    };
  }, [location, navigationType]);

  return null;
}
