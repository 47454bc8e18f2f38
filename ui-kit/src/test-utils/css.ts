import tokensCss from '../tokens/tokens.css?raw';

const VAR = /var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*(?:\([^()]*\))?[^()]*))?\)/;

/** A custom property as the element inherits it (jsdom's computed style does not inherit them). */
function customProperty(element: Element, name: string): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).getPropertyValue(name).trim();
    if (value) return resolve(node, value);
  }
  return '';
}

function resolve(element: Element, value: string): string {
  let resolved = value;
  for (let match = VAR.exec(resolved); match; match = VAR.exec(resolved)) {
    const [whole, name = '', fallback = ''] = match;
    const replacement = customProperty(element, name) || resolve(element, fallback.trim());
    resolved = resolved.replace(whole, replacement);
  }
  return resolved;
}

/**
 * The value of a CSS property on an element with every `var()` substituted, as the browser does
 * it: jsdom applies the component's stylesheet rules but neither inherits custom properties nor
 * substitutes them, so a test could otherwise see only 'var(--esc-color-surface)'.
 */
export function resolvedStyle(element: Element, property: string): string {
  return resolve(element, getComputedStyle(element).getPropertyValue(property).trim());
}

/** The value tokens.css gives a colour token in the dark theme, e.g. darkToken('color-surface'). */
export function darkToken(name: string): string {
  const start = tokensCss.indexOf("[data-theme='dark'] {");
  const block = tokensCss.slice(start, tokensCss.indexOf('\n}', start));
  const value = new RegExp(`--esc-${name}:\\s*([^;]+);`).exec(block)?.[1];
  if (start < 0 || !value) throw new Error(`tokens.css has no dark value for --esc-${name}`);
  return value.trim();
}
