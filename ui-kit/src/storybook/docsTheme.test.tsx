import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import preview from '../../.storybook/preview';
import { describe, expect, it } from 'vitest';
import tokensCss from '../tokens/tokens.css?raw';
import { darkToken, resolvedStyle } from '../test-utils/css';
import { withStoryTheme } from './decorators';

type Module = { default: Meta } & Record<string, unknown>;
const modules = import.meta.glob<Module>('../components/**/*.stories.tsx', { eager: true });

/** The light page colour (tokens.css :root), what a docs page's stories show under the toolbar's 'Claro'. */
const LIGHT_BG = /--esc-color-bg:\s*([^;]+);/.exec(tokensCss)![1]!.trim();

/** A story as a docs page renders it: its render (or the component) with its args, inside the preview's theme. */
function docsStory(meta: Meta, story: StoryObj, theme: 'light' | 'dark') {
  const args = { ...meta.args, ...story.args } as Record<string, unknown>;
  const Component = meta.component as ComponentType<Record<string, unknown>>;
  const draw = story.render ?? meta.render;
  const context = { globals: { theme }, viewMode: 'docs', args } as unknown as StoryContext;
  // The story's and the component's own decorators inside, the preview's theme outside, as Storybook nests them.
  let Story: () => ReactNode = () => <>{draw ? draw(args as never, context as never) : <Component {...args} />}</>;
  for (const decorator of [...asArray(story.decorators), ...asArray(meta.decorators)] as Decorator[]) {
    const inner = Story;
    Story = () => <>{decorator(inner as never, context)}</>;
  }
  return withStoryTheme(Story as never, context);
}

const asArray = <T,>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const withDarkStory = Object.entries(modules).filter(([, module]) => 'DarkTheme' in module);

describe("docs pages: each story in its own theme (issue 27: a 'Dark Theme' story turned the whole page dark)", () => {
  it('the preview themes each story on its own root; finds the components that have a Dark Theme story', () => {
    expect(asArray(preview.decorators)).toContain(withStoryTheme);
    expect(withDarkStory.length).toBeGreaterThan(10);
  });

  it.each(withDarkStory)('%s: the first story keeps the light colours beside the dark one', (_path, module) => {
    const meta = module.default;
    const [firstName] = Object.keys(module).filter((name) => name !== 'default' && name !== '__namedExportsOrder');
    const first = module[firstName!] as StoryObj;
    const dark = module.DarkTheme as StoryObj;
    const { container } = render(
      <>
        {docsStory(meta, first, 'light')}
        {docsStory(meta, dark, (dark.globals?.theme as 'dark' | undefined) ?? 'dark')}
      </>,
    );
    const [firstRoot, darkRoot] = [...container.querySelectorAll('[data-story-theme]')];
    expect(resolvedStyle(firstRoot!, 'background')).toBe(LIGHT_BG);
    expect(resolvedStyle(darkRoot!, 'background')).toBe(darkToken('color-bg'));
    // What the first story draws takes the light colours too, whatever the document says.
    const drawn = firstRoot!.querySelector('button, [class]') ?? firstRoot!;
    expect(resolvedStyle(drawn, 'color') || LIGHT_BG).not.toBe(darkToken('color-text'));
  });
});
