import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '../../api/server-api';
import { configQuery } from '../config/api';
import { SURVEY_DONE_KEY, readLocal, writeLocal } from './session-flags';
import { surveyDecision } from './timing';
import { useDecision } from './use-decision';

/** Whether the survey widget shows now (NOTIF-09), and how to close it for good. */
export function useSurvey(s: { loadedAt: number; enabled: boolean; loggedIn: boolean; onGamePage: boolean; popupOpen: boolean }) {
  const config = useQuery(configQuery(browserApi(), 'survey-config')).data;
  const [visible, setVisible] = useState(false);
  const [finished, setFinished] = useState(false);
  const conditions = s.loggedIn && !s.onGamePage && !s.popupOpen;
  // Since when the conditions hold: set before the rule below is asked (effects run in order).
  const conditionsSince = useRef<number | null>(null);
  useEffect(() => {
    conditionsSince.current = conditions ? Date.now() : null;
  }, [conditions]);
  const done = finished || !config || readLocal(SURVEY_DONE_KEY) === config.survey_id;
  const decide = useCallback(
    (now: number) =>
      surveyDecision({
        now,
        loadedAt: s.loadedAt,
        enabled: s.enabled && Boolean(config?.is_enable_widget),
        loggedIn: s.loggedIn,
        onGamePage: s.onGamePage,
        blockingPopupOpen: s.popupOpen,
        done,
        conditionsSince: conditionsSince.current,
      }),
    [s.loadedAt, s.enabled, s.loggedIn, s.onGamePage, s.popupOpen, config, done],
  );
  useDecision(decide, () => setVisible(true));
  const finish = useCallback(() => {
    if (config) writeLocal(SURVEY_DONE_KEY, config.survey_id);
    setFinished(true);
  }, [config]);
  return { visible: visible && conditions && !done, config, finish };
}
