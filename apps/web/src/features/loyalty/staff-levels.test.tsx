import type { UserLevel } from '@casino/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { LevelsEditor } from './staff-levels';

const messages = {
  'loyalty.staff_console.levels.title': 'Stufen',
  'loyalty.staff_console.levels.level': 'Stufe',
  'loyalty.staff_console.levels.name': 'Name',
  'loyalty.staff_console.levels.points': 'Punkte zum Erreichen',
  'loyalty.staff_console.levels.boxes': 'Vergebene Lootboxen',
  'loyalty.staff_console.levels.save': 'Speichern',
  'loyalty.staff_console.level.name': 'Name, Stufe {{level}}',
  'loyalty.staff_console.level.points': 'Punkte bis Stufe {{level}}',
  'loyalty.staff_console.level.boxes': 'Lootboxen, Stufe {{level}}',
  'loyalty.staff_console.level.save': 'Stufe {{level}} speichern',
};

const level: UserLevel = {
  id: 'level_3',
  name: 'Rookie',
  conditions: { persistent_comp_points: { min: 500, max: 999 } },
  gift_descriptions: [],
  loot_boxes: 1,
  image: '/levels/3.png',
};

describe('the loyalty levels in the staff console', () => {
  it('ROLE-11 shows the headers, field labels and save button in the staff member’s language, with the level number', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n('de', messages)}>
        <LevelsEditor levels={[level]} />
      </I18nextProvider>,
    );
    expect(html).toContain('>Stufen</h3>');
    expect(html).toContain('>Punkte zum Erreichen</th>');
    expect(html).toContain('aria-label="Punkte bis Stufe 3"');
    expect(html).toContain('aria-label="Lootboxen, Stufe 3"');
    expect(html).toContain('Stufe 3 speichern');
    expect(html).not.toMatch(/Save level|Points to reach/);
  });
});
