import type { QuestProgress, Tournament } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dropPlayerData, playerKeys } from '../../common/player/player-query';
import { createI18n } from '../../i18n/i18n';
import { tournamentKeys } from './api';
import { activeShellQuests, loadQuestStatuses, questsWidgetKey, type ShellQuestStatus } from './quests';
import QuestsWidget from './quests-widget';

const i18n = createI18n('de', {
  'competitions.quest.widget_one': '{{count}} Quest läuft',
  'competitions.quest.widget_other': '{{count}} Quests laufen',
  'competitions.quest.widget_levels': 'Stufen {{done}}/{{total}}',
});

function tournament(id: number, extra: Partial<Tournament> = {}): Tournament {
  return {
    id,
    frontend_identifier: `quest--xs--starter-${id}`,
    title: `Starter ${id}`,
    start_at: '2026-11-20T00:00:00.000Z',
    end_at: `2026-12-${10 + id}T00:00:00.000Z`,
    group_ids: [],
    in_progress: true,
    currency: 'EUR',
    status: 'active',
    strategy: 'bet_sum',
    confirmation_required: false,
    min_bet_cents: 0,
    games: [],
    providers: [],
    categories: [],
    prizes: [],
    canceled: false,
    quest: { size: 'xs', slug: `starter-${id}` },
    ...extra,
  };
}

const progress = (id: number, done: number): QuestProgress => ({
  tournament_id: id,
  size: 'xs',
  currency: 'EUR',
  bets: 0,
  levels: [0, 1, 2, 3].map((position) => ({
    position: position + 1,
    min_bets_cents: position * 1000,
    state: position <= done ? 'completed' : position === done + 1 ? 'active' : 'locked',
  })),
});

/** An API whose quest status call fails for the given ids. */
function fakeApi(failing: number[]): AxiosInstance {
  const get = async (url: string) => {
    const id = Number(/\/api\/tournaments\/(\d+)\/quest/.exec(url)?.[1]);
    if (failing.includes(id)) throw new Error('503');
    return { data: progress(id, 1) };
  };
  return { get } as unknown as AxiosInstance;
}

function render(quests: ShellQuestStatus[] | undefined) {
  const queryClient = new QueryClient();
  if (quests) queryClient.setQueryData(questsWidgetKey, quests);
  return renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <QuestsWidget />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the quests of the shell', () => {
  it('QUEST-12 QUEST-13 takes the running quests only, with title, status, identifier, groups and size', () => {
    const list = [
      tournament(1, { group_ids: [7] }),
      tournament(2, { status: 'future', in_progress: false }),
      tournament(3, { quest: null, frontend_identifier: 'weekly-race' }),
      tournament(4, { canceled: true }),
      tournament(5, {
        quest: { size: 'giant', slug: null },
        frontend_identifier: 'quest--giant',
        end_at: '2026-12-01T00:00:00.000Z',
      }),
    ];
    expect(activeShellQuests(list)).toEqual([
      {
        id: 5,
        title: 'Starter 5',
        status: 'active',
        frontend_identifier: 'quest--giant',
        group_ids: [],
        questSize: 'm',
        path: '/action/quest--giant',
      },
      {
        id: 1,
        title: 'Starter 1',
        status: 'active',
        frontend_identifier: 'quest--xs--starter-1',
        group_ids: [7],
        questSize: 'xs',
        path: '/action/starter-1',
      },
    ]);
  });

  it('QUEST-16 loads each quest status with its own call; a failed one becomes empty and the others stay', async () => {
    const quests = activeShellQuests([tournament(1), tournament(2)]);
    const statuses = await loadQuestStatuses(fakeApi([1]), quests);
    expect(statuses.map((s) => [s.quest.id, s.progress?.levels.length ?? null])).toEqual([
      [1, null],
      [2, 4],
    ]);
  });

  it('QUEST-13 shows the widget only while a quest runs, with the levels climbed and a link to the quest', () => {
    expect(render(undefined)).toBe('');
    expect(render([])).toBe('');
    const [one, two] = activeShellQuests([tournament(1), tournament(2)]);
    if (!one || !two) throw new Error('quests expected');
    const single = render([{ quest: one, progress: progress(1, 2) }]);
    expect(single).toContain('1 Quest läuft');
    expect(single).toContain('Starter 1 · Stufen 2/3');
    expect(single).toContain('href="/action/starter-1"');
    const several = render([
      { quest: one, progress: null },
      { quest: two, progress: progress(2, 1) },
    ]);
    expect(several).toContain('2 Quests laufen');
    expect(several).not.toContain('Stufen');
    expect(several).toContain('href="/tournaments/actions"');
  });

  it('QUEST-17 TOUR-10 the end of a session drops the quests and the standings, and keeps public data', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(playerKeys.player, { id: 7 });
    queryClient.setQueryData(questsWidgetKey, []);
    queryClient.setQueryData(tournamentKeys.status(3, 7), { tournament_id: 3 });
    queryClient.setQueryData(tournamentKeys.quest(4, 7), { tournament_id: 4 });
    queryClient.setQueryData(['jackpots'], []);
    dropPlayerData(queryClient);
    expect(queryClient.getQueryData(questsWidgetKey)).toBeUndefined();
    expect(queryClient.getQueryData(tournamentKeys.status(3, 7))).toBeUndefined();
    expect(queryClient.getQueryData(tournamentKeys.quest(4, 7))).toBeUndefined();
    expect(queryClient.getQueryData(['jackpots'])).toEqual([]);
  });
});
