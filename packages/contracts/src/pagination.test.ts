import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagedListSchema, paginate } from './pagination';

describe('paginate', () => {
  it('GAME-07 gives next and previous pages in the middle of a list', () => {
    expect(paginate(2, 10, 35)).toEqual({ current_page: 2, next_page: 3, prev_page: 1, total_pages: 4, total_count: 35 });
  });

  it('has no next page on the last page and no previous page on the first', () => {
    expect(paginate(4, 10, 35)).toMatchObject({ next_page: null, prev_page: 3, total_pages: 4 });
    expect(paginate(1, 10, 35)).toMatchObject({ next_page: 2, prev_page: null });
    expect(paginate(1, 10, 10)).toMatchObject({ next_page: null, total_pages: 1 });
    expect(paginate(1, 10, 11)).toMatchObject({ next_page: 2, total_pages: 2 });
  });

  it('counts an empty list as one page', () => {
    expect(paginate(1, 40, 0)).toEqual({ current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 0 });
  });

  it('produces what pagedListSchema accepts', () => {
    const schema = pagedListSchema(z.object({ id: z.number() }));
    expect(schema.parse({ data: [{ id: 1 }], pagination: paginate(1, 40, 1) }).data).toEqual([{ id: 1 }]);
    expect(schema.safeParse({ data: [], pagination: { current_page: 1 } }).success).toBe(false);
  });
});
