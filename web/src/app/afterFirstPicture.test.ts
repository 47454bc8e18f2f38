import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPicture } from './afterFirstPicture';

/** The browser's largest-contentful-paint reports, delivered when a test says so. */
class FakeObserver {
  static supportedEntryTypes: readonly string[] = ['largest-contentful-paint', 'paint'];
  static live: FakeObserver[] = [];
  observing = false;

  constructor(private readonly callback: (list: { getEntries(): { url: string }[] }) => void) {
    FakeObserver.live.push(this);
  }
  observe(options: { type: string; buffered?: boolean }) {
    expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  /** A report: a picture's has its address, a text's an empty one. */
  static report(...urls: string[]) {
    for (const observer of FakeObserver.live.filter((candidate) => candidate.observing)) {
      observer.callback({ getEntries: () => urls.map((url) => ({ url })) });
    }
  }
}

/** Whether the promise has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('afterFirstPicture: the app is asked for once the rendered page’s first picture is painted', () => {
  let readyState: DocumentReadyState;
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.live = [];
    FakeObserver.supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    readyState = 'interactive';
    visibility = 'visible';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.head.innerHTML = '';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const preloadPicture = () => {
    document.head.innerHTML = '<link rel="preload" as="image" href="/files/a.webp" fetchpriority="high">';
  };

  it('waits for a picture’s report when the page preloads one: a text painted before it is not enough', async () => {
    preloadPicture();
    const ready = afterFirstPicture(document);
    expect(await settled(ready)).toBe(false);
    FakeObserver.report('');
    expect(await settled(ready)).toBe(false);
    FakeObserver.report('', 'http://tienda.pe/files/a.webp');
    expect(await settled(ready)).toBe(true);
    // Done with the reports.
    expect(FakeObserver.live.every((observer) => !observer.observing)).toBe(true);
  });

  it('takes the first report on a page without a picture', async () => {
    const ready = afterFirstPicture(document);
    expect(await settled(ready)).toBe(false);
    FakeObserver.report('');
    expect(await settled(ready)).toBe(true);
  });

  it('once every picture is done (the window’s load, a failed picture too), takes any report, or one it had', async () => {
    preloadPicture();
    // Everything fetched before anything is painted: the load alone is not enough.
    const beforePaint = afterFirstPicture(document);
    window.dispatchEvent(new Event('load'));
    expect(await settled(beforePaint)).toBe(false);
    FakeObserver.report('');
    expect(await settled(beforePaint)).toBe(true);

    // The picture failed: the text was painted, no picture will be.
    const failedPicture = afterFirstPicture(document);
    FakeObserver.report('');
    expect(await settled(failedPicture)).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(await settled(failedPicture)).toBe(true);
  });

  it.each([
    ['the visitor’s first tap', () => window.dispatchEvent(new Event('pointerdown'))],
    ['the visitor’s first key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
    ['3 s without a report', () => vi.advanceTimersByTime(3000)],
  ])('never waits past %s', async (_case, happen) => {
    preloadPicture();
    const ready = afterFirstPicture(document);
    vi.advanceTimersByTime(2999);
    expect(await settled(ready)).toBe(false);
    happen();
    expect(await settled(ready)).toBe(true);
  });

  it.each([
    [
      'a browser without largest-contentful-paint reports (Safari)',
      () => (FakeObserver.supportedEntryTypes = ['paint']),
    ],
    ['a hidden page (it paints nothing)', () => (visibility = 'hidden')],
    ['a page already loaded', () => (readyState = 'complete')],
  ])('does not wait in %s', async (_case, given) => {
    preloadPicture();
    given();
    expect(await settled(afterFirstPicture(document))).toBe(true);
    expect(FakeObserver.live).toEqual([]);
  });
});
