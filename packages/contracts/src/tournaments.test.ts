import { describe, expect, it } from 'vitest';
import { isNonvisible, tournamentFormSchema, tournamentInputSchema, tournamentStatus } from './tournaments';

describe('tournaments', () => {
  it('TOUR-06 derives future, active and archive from the clock at both edges', () => {
    const start = new Date('2026-12-01T00:00:00Z');
    const end = new Date('2026-12-08T00:00:00Z');
    expect(tournamentStatus(start, end, new Date(start.getTime() - 1))).toBe('future');
    expect(tournamentStatus(start, end, start)).toBe('active');
    expect(tournamentStatus(start, end, new Date(end.getTime() - 1))).toBe('active');
    expect(tournamentStatus(start, end, end)).toBe('archive');
  });

  it('VAL-22 drops nonvisible identifiers', () => {
    expect(isNonvisible('quest--xs--nonvisible')).toBe(true);
    expect(isNonvisible('weekly-race')).toBe(false);
  });

  it('TOUR-12 the operator form becomes a full configuration, and refuses an end before the start or a bad identifier', () => {
    const form = {
      frontend_identifier: 'spring-sprint',
      title: 'Spring sprint',
      strategy: 'bet_sum',
      confirmation_required: true,
      min_bet_cents: '20',
      categories: ' pokies, megaways ,',
      start_at: '2030-03-01T12:00:00Z',
      end_at: '2030-03-08T12:00:00Z',
      first_prize_cents: '5000',
    };
    const parsed = tournamentFormSchema.parse(form);
    expect(parsed).toMatchObject({
      categories: ['pokies', 'megaways'],
      min_bet_cents: 20,
      prizes: [{ place: 1, kind: 'money', amount_cents: 5_000 }],
      start_at: '2030-03-01T12:00:00.000Z',
    });
    expect(tournamentInputSchema.safeParse(parsed).success).toBe(true);
    const backwards = tournamentFormSchema.safeParse({ ...form, end_at: form.start_at });
    expect(backwards.error?.issues.map((i) => i.path.join('.'))).toEqual(['end_at']);
    expect(tournamentFormSchema.safeParse({ ...form, frontend_identifier: 'Not OK' }).success).toBe(false);
    expect(tournamentFormSchema.safeParse({ ...form, start_at: 'soon' }).success).toBe(false);
  });
});
