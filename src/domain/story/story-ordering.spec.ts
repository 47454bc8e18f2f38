import { insertNewStory, sortNewestFirst, syncStoryOrder } from './story-ordering';

const at = (day: number) => new Date(`2025-03-${String(day).padStart(2, '0')}T12:00:00Z`);

describe('insertNewStory: new story at 0, every other story moves up by one', () => {
  it('shifts existing positions', () => {
    const result = insertNewStory(
      [
        { id: 'a', order: 0 },
        { id: 'b', order: 1 },
      ],
      { id: 'new', order: 7 },
    );
    expect(result).toEqual([
      { id: 'new', order: 0 },
      { id: 'a', order: 1 },
      { id: 'b', order: 2 },
    ]);
  });
});

describe('sortNewestFirst and syncStoryOrder', () => {
  const stories = [
    { id: 'old', order: 0, createdAt: at(1) },
    { id: 'newest', order: 0, createdAt: at(3) },
    { id: 'mid', order: 1, createdAt: at(2) },
  ];

  it('sorts by createdAt, newest first', () => {
    expect(sortNewestFirst(stories).map((s) => s.id)).toEqual(['newest', 'mid', 'old']);
  });

  it('rewrites only positions that differ from the newest-first numbering', () => {
    expect(syncStoryOrder(stories)).toEqual([{ id: 'old', order: 2 }]);
  });

  it('has nothing to rewrite when in sync', () => {
    expect(syncStoryOrder([{ id: 'a', order: 0, createdAt: at(1) }])).toEqual([]);
  });
});
