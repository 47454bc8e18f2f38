import '@testing-library/jest-dom/vitest';
import { configure, fireEvent } from '@testing-library/react';

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

// A person editing a field makes the browser fire `input` (on every keystroke) and then `change` (with what
// the field holds then). React's onChange listens to both; Preact's (what the production build renders with,
// ADR 0009) to `input` for text fields, as the DOM means it, and to `change` for checkboxes and selects.
// fireEvent.change sets the value and fires `change` only: here it sets it and fires `input`, then `change`
// on the field as the input handler left it.
const fireChange = fireEvent.change;
fireEvent.change = (element, init) => {
  fireEvent.input(element, init);
  return fireChange(element);
};
