// Lighthouse (performance category, its default mobile emulation and simulated throttling) on a
// page, driving the system Chromium through chrome-launcher. CHROME_PATH overrides the browser.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error('lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const ms = (v) => (v === null ? null : Math.round(v));
    // The element the LCP was measured on, and where its time went (TTFB, load delay, load time, render delay).
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const lcpNode = lcpDetails[0]?.items?.[0]?.node;
    const lcpPhases = Object.fromEntries((lcpDetails[1]?.items ?? []).map((p) => [p.phase, Math.round(p.timing)]));
    return {
      url: url.replace(/:\d+/, ':PORT'),
      lighthouse: lhr.lighthouseVersion,
      formFactor: lhr.configSettings.formFactor,
      throttling: lhr.configSettings.throttlingMethod,
      performanceScore: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      lcpMs: ms(audit('largest-contentful-paint')),
      cls: audit('cumulative-layout-shift') === null ? null : Number(audit('cumulative-layout-shift').toFixed(3)),
      fcpMs: ms(audit('first-contentful-paint')),
      tbtMs: ms(audit('total-blocking-time')),
      speedIndexMs: ms(audit('speed-index')),
      lcpElement: lcpNode ? lcpNode.selector : null,
      lcpPhasesMs: lcpPhases,
      // What blocks the main thread: the main-thread work by kind and the scripts that cost the most.
      mainThreadMs: Object.fromEntries(
        (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, Math.round(i.duration)]),
      ),
      scriptsMs: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 5).map((i) => ({
        url: String(i.url).replace(/^https?:\/\/[^/]+/, ''),
        total: Math.round(i.total),
        scripting: Math.round(i.scripting),
      })),
      warnings: lhr.runWarnings.slice(0, 3),
      targets: { performanceScore: 90, lcpMs: 2500, cls: 0.05 },
    };
  } finally {
    chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs on a fresh browser each; the run with the median performance score is
 * reported, with every run's score, LCP and TBT beside it (one run varies by several points).
 */
export async function lighthouseMedian(url, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouseRun(url).catch((err) => ({ error: String(err) }));
    if (!result.error) results.push(result);
  }
  if (results.length === 0) throw new Error(`no Lighthouse run of ${runs} finished`);
  const sorted = [...results].sort((a, b) => a.performanceScore - b.performanceScore);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return {
    ...median,
    runs: results.map((r) => ({ performanceScore: r.performanceScore, lcpMs: r.lcpMs, tbtMs: r.tbtMs, fcpMs: r.fcpMs })),
    failedRuns: runs - results.length,
  };
}
