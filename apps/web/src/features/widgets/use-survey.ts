import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '../../api/server-api';
import { configQuery } from '../../common/config/api';
import { SURVEY_DONE_KEY, readLocal, writeLocal } from './session-flags';
import { createSurveyGate, surveyUrl, type SurveyGate } from './survey-gate';

/** Whether the survey widget shows now (NOTIF-09), and how to close it for good. */
export function useSurvey(s: { loadedAt: number; enabled: boolean; loggedIn: boolean; onGamePage: boolean; popupOpen: boolean }) {
  const config = useQuery(configQuery(browserApi(), 'survey-config')).data;
  const [visible, setVisible] = useState(false);
  const [finished, setFinished] = useState(false);
  const done = finished || !config || !surveyUrl(config) || readLocal(SURVEY_DONE_KEY) === config.survey_id;
  const enabled = s.enabled && Boolean(config?.is_enable_widget);
  const gate = useRef<SurveyGate | null>(null);
  // Declared first, so the gate exists before the inputs below reach it.
  useEffect(() => {
    const created = createSurveyGate(s.loadedAt, setVisible);
    gate.current = created;
    return () => {
      created.dispose();
      setVisible(false);
    };
  }, [s.loadedAt]);
  useEffect(() => {
    gate.current?.update({ enabled, loggedIn: s.loggedIn, onGamePage: s.onGamePage, popupOpen: s.popupOpen, done });
  }, [s.loadedAt, enabled, s.loggedIn, s.onGamePage, s.popupOpen, done]);
  const finish = useCallback(() => {
    if (config) writeLocal(SURVEY_DONE_KEY, config.survey_id);
    setFinished(true);
  }, [config]);
  return { visible: visible && !done, config, finish };
}
