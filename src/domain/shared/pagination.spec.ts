import { MAX_PAGE_SIZE, pageWindow, totalPages } from './pagination';

describe('pageWindow', () => {
  it('turns page 3 of 24 into offset 48', () => {
    expect(pageWindow({ page: 3, pageSize: 24 })).toEqual({ ok: true, value: { offset: 48, limit: 24 } });
  });

  it.each([0, -1, 1.5])('refuses page %d', (page) => {
    const result = pageWindow({ page, pageSize: 10 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('INVALID_PAGINATION');
  });

  it.each([0, MAX_PAGE_SIZE + 1, 2.5])('refuses page size %d', (pageSize) => {
    expect(pageWindow({ page: 1, pageSize }).ok).toBe(false);
  });

  it('accepts the maximum page size', () => {
    expect(pageWindow({ page: 1, pageSize: MAX_PAGE_SIZE }).ok).toBe(true);
  });
});

describe('totalPages', () => {
  it('is at least 1 and rounds up', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(21, 10)).toBe(3);
  });
});
