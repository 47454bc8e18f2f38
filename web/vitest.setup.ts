import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 5 s instead of 1 s: lazy routes compile on first use, and on a busy
// 2-core machine that alone can pass a second. A passing wait still returns as soon as it succeeds.
configure({ asyncUtilTimeout: 5000 });

// jsdom gaps that the router (scroll restoration) and the kit's Radix primitives rely on.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.scrollTo = () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
