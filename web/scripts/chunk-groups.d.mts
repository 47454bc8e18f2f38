import type { InlineConfig, Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];

/** The production build's chunk groups: vendor, app and storefront (see the .mjs). */
export function storefrontChunkGroups(options: {
  webRoot: string;
  baseConfig: InlineConfig;
}): Promise<CodeSplittingGroup[]>;
