import AdventuresWidget from '../features/adventures/widget';
import PromoPagesWidget from '../features/promotions/pages-widget';
import QuestsWidget from '../features/tournaments/quests-widget';
import LootBoxWidget from '../features/wheels/loot-box-widget';

/**
 * The corner widgets of a signed-in player, loaded as one file after the page: quests and the
 * promotion pages in the bottom-left dock, loot boxes and the adventure in the bottom-right one
 * (styles/shell.css), so that none covers another.
 */
export default function WidgetDocks({ groups }: { groups: readonly number[] }) {
  return (
    <>
      <div className="shell-dock shell-dock--start">
        <QuestsWidget />
        <PromoPagesWidget />
      </div>
      <div className="shell-dock shell-dock--end">
        <LootBoxWidget groups={groups} />
        <AdventuresWidget />
      </div>
    </>
  );
}
