import type sharpModule from 'sharp';

export type SharpFunction = typeof sharpModule;

let loading: Promise<SharpFunction> | null = null;

/**
 * sharp, loaded on the first picture the process works on rather than at start: libvips and its libraries are
 * about 20 MiB of the server's RSS, and a server that serves stored pictures and variants already made never
 * needs them (docs/performance.md, the RSS goal of issue 28). libvips's operation cache is off: each upload or
 * variant is worked on once and then stored, so the cache (up to 50 MiB by default) would only keep memory.
 */
export function loadSharp(): Promise<SharpFunction> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
