/**
 * Resolves once a page the server rendered has painted what it shows first, so that the app's scripts (the
 * 150 KiB vendor chunk above all) are only asked for after it and never share the network with its pictures.
 *
 * "Painted" is the browser's own largest-contentful-paint report: the first one for a picture when the page
 * preloads one (`<link rel="preload" as="image">`, the server's first picture), else the first one. Lighthouse's
 * simulated LCP counts every script whose download ended before the observed LCP (docs/performance.md): with the
 * scripts asked for after it, none is.
 *
 * It never waits for nothing: at once where the browser has no such report (Safari) or the page is hidden (a
 * hidden page paints nothing); a page whose pictures are all done (the window's `load`, a failed one too) waits for
 * one report of any kind, or none if it had one; the visitor's first tap or key, or `maxWaitMs`, end the wait too.
 * (Not `load` alone: with everything fetched at once it can come before the first paint.)
 */
export function afterFirstPicture(
  document: Document,
  { maxWaitMs = 3000 }: { readonly maxWaitMs?: number } = {},
): Promise<void> {
  const window = document.defaultView;
  const Observer = window?.PerformanceObserver;
  if (
    !window ||
    !Observer?.supportedEntryTypes?.includes('largest-contentful-paint') ||
    document.visibilityState === 'hidden' ||
    document.readyState === 'complete'
  ) {
    return Promise.resolve();
  }
  const waitsForPicture = document.querySelector('link[rel="preload"][as="image"]') !== null;
  return new Promise((resolve) => {
    const INPUT = ['pointerdown', 'keydown'] as const;
    let loaded = false;
    let painted = false;
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('load', onLoad);
      for (const type of INPUT) window.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new Observer((list) => {
      painted = true;
      // A picture's report has its address; a text's has none.
      if (!waitsForPicture || loaded || list.getEntries().some((entry) => (entry as LargestContentfulPaint).url)) {
        done();
      }
    });
    const onLoad = () => {
      loaded = true;
      if (painted) done();
    };
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    window.addEventListener('load', onLoad);
    for (const type of INPUT) window.addEventListener(type, done, true);
    const timer = window.setTimeout(done, maxWaitMs);
  });
}
