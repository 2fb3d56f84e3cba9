import { describe, expect, it } from 'vitest';
import { createViewLog } from './banner-views';

describe('the banners seen on the main page', () => {
  it('BANR-05 hands over each banner seen once, in the order first seen', () => {
    const log = createViewLog();
    log.see('welcome-pack');
    log.see('spring-race');
    log.see('welcome-pack');
    expect(log.take()).toEqual(['welcome-pack', 'spring-race']);
  });

  it('BANR-05 never sends a view twice: a hand-over holds only the banners seen since the last', () => {
    const log = createViewLog();
    log.see('welcome-pack');
    log.take();
    expect(log.take()).toEqual([]);
    log.see('spring-race');
    expect(log.take()).toEqual(['spring-race']);
  });

  it('BANR-05 has nothing to send when no banner was seen', () => {
    expect(createViewLog().take()).toEqual([]);
  });
});
