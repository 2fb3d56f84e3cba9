import { describe, expect, it } from 'vitest';
import { errorKindOf } from './round-api';

describe('PLAY-02 PLAY-05 what a game frame tells the player when a round is refused', () => {
  it('PLAY-05 names the money, the session and a busy round', () => {
    expect(errorKindOf(409, '{"error":"not enough money"}')).toBe('insufficient_funds');
    expect(errorKindOf(401, '{"error":"game session expired"}')).toBe('session_expired');
    expect(errorKindOf(409, '{"error":"a round is in progress: finish it first"}')).toBe('busy');
    expect(errorKindOf(429, '{"error":"Too many bets in a short time: please slow down."}')).toBe('busy');
    expect(errorKindOf(422, '{"errors":{"bet_cents":["must be at most 100"]}}')).toBe('rejected');
  });

  it("PLAY-02 tells a bet refused by the player's own limit apart from another player's session", () => {
    expect(errorKindOf(403, '{"error":"limits.error.limit_exceeded"}', 'limit_exceeded')).toBe('limit_reached');
    expect(errorKindOf(403, '{"error":"limits.error.blocked"}', 'session_limit')).toBe('limit_reached');
    expect(errorKindOf(403, '{"error":"the game session belongs to another player"}')).toBe('forbidden');
  });
});
