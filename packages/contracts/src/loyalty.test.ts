import { describe, expect, it } from 'vitest';
import { moneyCardImage } from './loyalty';

describe('money card images', () => {
  it('SHOP-25 CONST-45 picks the image of the highest tier the EUR amount reaches', () => {
    expect(moneyCardImage(2_500)).toBe('small-bonus');
    expect(moneyCardImage(24_999)).toBe('small-bonus');
    expect(moneyCardImage(25_000)).toBe('mid-bonus');
    expect(moneyCardImage(50_000)).toBe('big-bonus');
    expect(moneyCardImage(100_000)).toBe('small-real');
    expect(moneyCardImage(300_000)).toBe('small-real');
    expect(moneyCardImage(500_000)).toBe('mid-real');
    expect(moneyCardImage(1_500_000)).toBe('mid-real');
    expect(moneyCardImage(4_999_999)).toBe('mid-real');
    expect(moneyCardImage(5_000_000)).toBe('big-real');
  });

  it('SHOP-25 CONST-45 an amount below the first tier (the default of 25) shows the first image', () => {
    expect(moneyCardImage(25)).toBe('small-bonus');
    expect(moneyCardImage(0)).toBe('small-bonus');
  });
});
