import { describe, expect, it } from 'vitest';
import css from './tokens.css?raw';

/** Extracts `--esc-*` colour declarations of the block that starts with `selector {`. */
function readBlock(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, `block ${selector}`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('\n}', start));
  const vars: Record<string, string> = {};
  for (const match of body.matchAll(/--esc-(color-[\w-]+):\s*(#[0-9a-f]{6});/gi)) {
    vars[match[1] as string] = (match[2] as string).toLowerCase();
  }
  return vars;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** [foreground, background] pairs used for text in the components. */
const textPairs: Array<[string, string]> = [
  ['color-text', 'color-bg'],
  ['color-text', 'color-surface'],
  ['color-text', 'color-surface-muted'],
  ['color-text-muted', 'color-bg'],
  ['color-text-muted', 'color-surface'],
  ['color-text-muted', 'color-surface-muted'],
  ['color-accent', 'color-bg'],
  ['color-accent', 'color-surface'],
  ['color-on-accent', 'color-accent'],
  ['color-on-accent', 'color-accent-hover'],
  ['color-on-accent-subtle', 'color-accent-subtle'],
  ['color-on-gold', 'color-gold'],
  ['color-on-danger', 'color-danger'],
  ['color-on-danger', 'color-danger-hover'],
  ['color-on-danger-subtle', 'color-danger-subtle'],
  ['color-on-warning-subtle', 'color-warning-subtle'],
  ['color-on-success-subtle', 'color-success-subtle'],
  ['color-on-neutral-subtle', 'color-neutral-subtle'],
];

describe.each([
  ['light', ':root'],
  ['dark', "[data-theme='dark']"],
])('%s theme tokens', (_name, selector) => {
  const light = readBlock(':root');
  const theme = { ...light, ...readBlock(selector) };

  it.each(textPairs)('%s on %s meets WCAG AA (4.5:1)', (fg, bg) => {
    const foreground = theme[fg];
    const background = theme[bg];
    expect(foreground, fg).toBeDefined();
    expect(background, bg).toBeDefined();
    expect(contrast(foreground as string, background as string)).toBeGreaterThanOrEqual(4.5);
  });

  it('focus colour and strong borders are visible against the page (3:1, non-text)', () => {
    expect(contrast(theme['color-focus'] as string, theme['color-bg'] as string)).toBeGreaterThanOrEqual(3);
    expect(contrast(theme['color-border-strong'] as string, theme['color-surface'] as string)).toBeGreaterThanOrEqual(
      3,
    );
  });
});

it('the dark theme overrides every colour of the light theme', () => {
  const light = Object.keys(readBlock(':root')).sort();
  const dark = Object.keys(readBlock("[data-theme='dark']")).sort();
  expect(dark).toEqual(light);
});
