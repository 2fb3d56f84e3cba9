// Every player can use the game catalogue: axe finds no serious or critical WCAG 2.2 AA
// violation in the lobby's rows, a category page and the search popup, phone and desktop.
// (A file of its own: axe on hundreds of tiles takes most of a spec file's time limit.)
import assert from 'node:assert/strict';
import { VIEWPORTS, browserTest, openPage, screenshot, useSystem, waitForHydration, axeBuilder } from './helpers.mjs';

const system = useSystem();
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  browserTest(
    `GAME-13 (WCAG 2.2 AA): axe finds no serious or critical violation on the lobby, a category page and the search popup, ${viewportName}`,
    async (t) => {
      const { page: tab, problems, close } = await openPage(system.browser, { viewport });
      try {
        const failures = [];
        const check = async (name) => {
          await tab.waitForLoadState('networkidle');
          await screenshot(tab, `games-${name}-${viewportName}`);
          // The shell around is checked by accessibility.spec.mjs; here the catalogue's own parts.
          const results = await axeBuilder(tab)
            .include(name === 'search' ? 'dialog' : 'main')
            .withTags(WCAG_TAGS)
            .analyze();
          for (const v of results.violations) {
            if (v.impact === 'serious' || v.impact === 'critical') {
              failures.push(
                `${name}: ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
              );
            } else t.diagnostic(`${name}: ${v.impact} ${v.id}: ${v.help}`);
          }
        };
        for (const [name, path] of [
          ['lobby', '/'],
          ['live', '/live/all'],
          ['search', '/?popup=search'],
        ]) {
          await tab.goto(`${system.baseURL}${path}`);
          await waitForHydration(tab, 'main h1');
          if (name === 'search') await tab.getByRole('dialog').locator('.game-tile').first().waitFor();
          await check(name);
        }
        assert.equal(failures.length, 0, failures.join('\n\n'));
        assert.deepEqual(await problems(), []);
      } finally {
        await close();
      }
    },
  );
}
