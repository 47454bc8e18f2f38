import { storyAfterEnd, storyDurationMs, storyProgress } from './story-player';

describe('story player: progress over the duration', () => {
  it('a missing or zero duration plays for the default 10 s', () => {
    expect(storyDurationMs(null)).toBe(10_000);
    expect(storyDurationMs(0)).toBe(10_000);
    expect(storyDurationMs(3)).toBe(3_000);
  });

  it('progress is the share of the duration played, capped at 100', () => {
    expect(storyProgress(0, 10)).toBe(0);
    expect(storyProgress(50, 10)).toBe(0.5);
    expect(storyProgress(2_500, 5)).toBe(50);
    expect(storyProgress(5_000, 5)).toBe(100);
    expect(storyProgress(9_999, 5)).toBe(100);
    expect(storyProgress(-50, 5)).toBe(0);
  });

  it('at the end: the next story, or stay on the last', () => {
    expect(storyAfterEnd(0, 3)).toBe(1);
    expect(storyAfterEnd(2, 3)).toBeNull();
    expect(storyAfterEnd(0, 1)).toBeNull();
  });
});
