import { useLayoutEffect } from 'react';

/**
 * Asks the browser to fetch these pictures ahead (one `<link rel="preload" as="image">` each in the
 * document's head, never twice), so they show at once when their turn comes. The hook writes the links
 * itself rather than calling react-dom's `preload()`, so a test can read them and none is added twice.
 */
export function usePreloadImages(urls: readonly string[]): void {
  const key = urls.join('\n');
  // Layout effect: the hint goes out with the commit that shows the current story, not a frame later.
  useLayoutEffect(() => {
    for (const href of key ? key.split('\n') : []) {
      const already = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
        (link) => link.getAttribute('href') === href,
      );
      if (already) continue;
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'image');
      link.setAttribute('href', href);
      document.head.append(link);
    }
  }, [key]);
}
