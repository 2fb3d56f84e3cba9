import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useLocalePath } from '../../i18n/locale';
import { levelsDone, questsWidgetPath, questsWidgetQuery, type ShellQuestStatus } from './quests';
import './tournaments.css';

/** The first quest's line: its title and, when its status loaded, the levels climbed. */
function QuestLine({ first }: { first: ShellQuestStatus }) {
  const { t } = useTranslation();
  const levels = first.progress ? levelsDone(first.progress) : null;
  return (
    <span className="quests-widget__line">
      {first.quest.title}
      {levels && ` · ${t('competitions.quest.widget_levels', { done: levels.done, total: levels.total })}`}
    </span>
  );
}

/** QUEST-13: the shell's quests widget, shown only while at least one quest the player may see runs. */
export default function QuestsWidget() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const quests = useQuery(questsWidgetQuery(browserApi())).data ?? [];
  const first = quests[0];
  if (!first) return null;
  return (
    <Link className="quests-widget" to={to(questsWidgetPath(quests))} data-testid="quests-widget">
      <span className="quests-widget__title">{t('competitions.quest.widget', { count: quests.length })}</span>
      <QuestLine first={first} />
    </Link>
  );
}
