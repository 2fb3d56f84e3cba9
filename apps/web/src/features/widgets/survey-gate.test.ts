import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSurveyGate, surveyUrl, type SurveyInputs } from './survey-gate';

const T0 = Date.parse('2026-05-01T10:00:00Z');
const FIVE_MINUTES = 5 * 60_000;
const calm: SurveyInputs = { enabled: true, loggedIn: true, onGamePage: false, popupOpen: false, done: false };

describe('survey widget over time (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function gate() {
    const seen: boolean[] = [];
    const g = createSurveyGate(Date.now(), (visible) => seen.push(visible));
    const visible = () => seen.at(-1) ?? false;
    return { g, seen, visible };
  }

  it('NOTIF-09 CONST-23 shows 5 minutes + 500 ms after load when the conditions held all along', () => {
    const { g, visible } = gate();
    g.update(calm);
    vi.advanceTimersByTime(FIVE_MINUTES + 499);
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(true);
    g.dispose();
  });

  it('NOTIF-09 hides under a popup and comes back 500 ms after the popup closes, not at once', () => {
    const { g, seen, visible } = gate();
    g.update(calm);
    vi.advanceTimersByTime(FIVE_MINUTES + 500);
    expect(visible()).toBe(true);
    g.update({ ...calm, popupOpen: true });
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(visible()).toBe(false);
    g.update(calm);
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(499);
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(true);
    expect(seen).toEqual([true, false, true]);
    g.dispose();
  });

  it('NOTIF-09 never shows on the game page or once done, and a disposed gate fires no timer', () => {
    const game = gate();
    game.g.update({ ...calm, onGamePage: true });
    vi.advanceTimersByTime(60 * 60_000);
    expect(game.seen).toEqual([]);
    const done = gate();
    done.g.update(calm);
    done.g.update({ ...calm, done: true });
    vi.advanceTimersByTime(60 * 60_000);
    expect(done.seen).toEqual([]);
    const gone = gate();
    gone.g.update(calm);
    gone.g.dispose();
    vi.advanceTimersByTime(60 * 60_000);
    expect(gone.seen).toEqual([]);
  });
});

describe('survey address', () => {
  it('NOTIF-09 CONF-09 fills the configured https address with the survey and collector ids; none without an address', () => {
    const config = { survey_id: 'nps 2026', survey_collector_id: 'site/widget', is_enable_widget: true };
    expect(surveyUrl({ ...config, survey_url: 'https://www.surveymonkey.com/r/{survey_id}?collector_id={collector_id}' })).toBe(
      'https://www.surveymonkey.com/r/nps%202026?collector_id=site%2Fwidget',
    );
    expect(surveyUrl(config)).toBeNull();
  });
});
