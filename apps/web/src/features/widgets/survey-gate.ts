import type { FeConfig } from '@casino/contracts';
import { surveyDecision } from './timing';

export interface SurveyInputs {
  enabled: boolean;
  loggedIn: boolean;
  onGamePage: boolean;
  popupOpen: boolean;
  done: boolean;
}

export interface SurveyGate {
  /** Called whenever an input changes; shows or hides the widget now or after a timer. */
  update(inputs: SurveyInputs): void;
  dispose(): void;
}

/**
 * The survey widget over time (NOTIF-09), without React: 5 minutes after load and 500 ms after
 * the conditions (logged in, not on the game page, no blocking popup) hold. When they stop
 * holding, the widget hides and the 500 ms start again once they hold again, so closing a popup
 * brings the widget back after 500 ms, not at once.
 */
export function createSurveyGate(loadedAt: number, onVisible: (visible: boolean) => void): SurveyGate {
  let conditionsSince: number | null = null;
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: SurveyInputs | null = null;

  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    onVisible(next);
  };
  const check = () => {
    timer = undefined;
    if (!last || visible) return;
    const decision = surveyDecision({
      now: Date.now(),
      loadedAt,
      enabled: last.enabled,
      loggedIn: last.loggedIn,
      onGamePage: last.onGamePage,
      blockingPopupOpen: last.popupOpen,
      done: last.done,
      conditionsSince,
    });
    if (decision.show) set(true);
    else if (decision.recheckAt !== null) timer = setTimeout(check, Math.max(0, decision.recheckAt - Date.now()));
  };

  return {
    update(inputs) {
      const conditions = inputs.loggedIn && !inputs.onGamePage && !inputs.popupOpen;
      if (!conditions) conditionsSince = null;
      else conditionsSince ??= Date.now();
      last = inputs;
      if (!conditions || !inputs.enabled || inputs.done) set(false);
      clearTimeout(timer);
      check();
    },
    dispose() {
      clearTimeout(timer);
      last = null;
    },
  };
}

/** Where a survey of the survey-config is answered, or null when none is configured. */
export function surveyUrl(config: FeConfig<'survey-config'>): string | null {
  if (!config.survey_url) return null;
  return config.survey_url
    .replaceAll('{survey_id}', encodeURIComponent(config.survey_id))
    .replaceAll('{collector_id}', encodeURIComponent(config.survey_collector_id));
}
