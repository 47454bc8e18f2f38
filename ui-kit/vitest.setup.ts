import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeEach } from 'vitest';
import preview from './.storybook/preview';

// Apply the Storybook preview (global CSS, theme decorator) to every composed story.
setProjectAnnotations([preview]);

// jsdom gaps that Radix primitives rely on.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
const elementProto = Element.prototype as unknown as Record<string, unknown>;
const elementStubs: Record<string, () => unknown> = {
  hasPointerCapture: () => false,
  setPointerCapture: () => undefined,
  releasePointerCapture: () => undefined,
  scrollIntoView: () => undefined,
};
for (const [name, stub] of Object.entries(elementStubs)) {
  if (typeof elementProto[name] !== 'function') elementProto[name] = stub;
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
