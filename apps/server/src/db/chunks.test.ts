import { describe, expect, it } from 'vitest';
import { chunked } from './chunks';

describe('chunked', () => {
  it('slices a list in order, the last slice holding the rest', () => {
    expect(chunked([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunked([], 2)).toEqual([]);
  });
});
