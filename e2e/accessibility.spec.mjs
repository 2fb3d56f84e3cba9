// Every visitor can use the lobby: axe finds no serious or critical WCAG violation, phone or desktop.
import assert from 'node:assert/strict';
import { VIEWPORTS, browserTest, openPage, screenshot, useSystem, waitForHydration, axeBuilder } from './helpers.mjs';

const system = useSystem();
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function seriousViolations(page) {
  const results = await axeBuilder(page).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return {
    serious,
    minor: results.violations.filter((v) => !serious.includes(v)),
    report: serious
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`,
      )
      .join('\n'),
  };
}

const PAGES = [
  { name: 'lobby', path: '/', hydrate: 'main h1' },
  { name: 'lobby-de', path: '/de', hydrate: 'main h1' },
  { name: 'cms-terms-de', path: '/de/terms-and-conditions', hydrate: 'main h1' },
  { name: 'support-fr-CA', path: '/fr-CA/support', hydrate: 'form button' },
  { name: 'benefits-of-crypto-et', path: '/et/benefits-of-crypto', hydrate: 'main h1' },
];

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  browserTest(
    `SHELL-01 SHELL-06 (WCAG 2.2 AA): axe finds no serious or critical violation on the lobby, a CMS page and the shell's static pages, ${viewportName} ${viewport.width}x${viewport.height}`,
    async (t) => {
      const { page, problems, close } = await openPage(system.browser, { viewport });
      try {
        const failures = [];
        for (const { name, path, hydrate } of PAGES) {
          await page.goto(`${system.baseURL}${path}`);
          await waitForHydration(page, hydrate);
          await page.waitForLoadState('networkidle');
          await screenshot(page, `a11y-${name}-${viewportName}`);
          const { serious, minor, report } = await seriousViolations(page);
          for (const v of minor) t.diagnostic(`${path}: ${v.impact} ${v.id} (${v.nodes.length} nodes): ${v.help}`);
          if (serious.length > 0) failures.push(`${path}:\n${report}`);
        }
        assert.equal(failures.length, 0, failures.join('\n\n'));
        assert.deepEqual(await problems(), []);
      } finally {
        await close();
      }
    },
  );
}
