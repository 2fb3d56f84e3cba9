// The lobby as a visitor first meets it: server-rendered, hydrated without errors, live.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertHtml,
  browserTest,
  findTags,
  openPage,
  screenshot,
  useSystem,
  VIEWPORTS,
  waitForHydration,
  withTimeout,
} from './helpers.mjs';

const system = useSystem();

async function getJson(path) {
  const response = await fetch(`${system.baseURL}${path}`);
  assert.equal(response.status, 200, `GET ${path}`);
  return response.json();
}

test('SHELL-01 ROUTE-02 CMS-09 API-073: the first response of / holds the lobby h1 and the banner titles, translated, before any script runs', async () => {
  const response = await fetch(`${system.baseURL}/`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  const html = await response.text();

  const messages = await getJson('/messages/en.json');
  // The banners a guest may see now (a banner for signed-in players only is not in a guest's page).
  const { banners } = await getJson('/api/promotions/banners?locale=en');
  const slides = banners
    .filter((b) => b.categories.includes('slider-index-top'))
    .sort((a, b) => a.order['slider-index-top'] - b.order['slider-index-top']);
  assert.ok(slides.length > 0, 'the demo has lobby banners');

  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  assert.ok(main.length > 0, 'the document has a <main>');
  const h1 = findTags(main, 'h1');
  assert.equal(h1.length, 1, 'exactly one h1 in main');
  assert.equal(h1[0].text, messages['lobby.welcome']);

  const slideTitles = [...main.matchAll(/<li class="hero__slide"[^>]*>\s*<h2>([\s\S]*?)<\/h2>/g)].map(
    (m) => findTags(`<h2>${m[1]}</h2>`, 'h2')[0].text,
  );
  for (const slide of slides) assert.ok(messages[slide.title.text], `${slide.title.text} has an English text`);
  assert.deepEqual(
    slideTitles,
    slides.map((b) => messages[b.title.text]),
    'banner titles, translated and in their order, in the server HTML',
  );
  assertHtml(html, /^<!DOCTYPE html><html lang="en"/, 'first response');
  assert.equal(findTags(html, 'title')[0]?.text, `${messages['lobby.meta.title']} | ${messages['site.name']}`, '<title>');
  // The header (logo link, language select) and footer are part of the first response too.
  assertHtml(html, /<header class="header">/, 'first response');
  assertHtml(html, /<select[^>]*>/, 'first response');
  assertHtml(html, /<footer class="footer">/, 'first response');
});

browserTest('SHELL-01 SHELL-09: the lobby hydrates with no console error, no page error and no CSP violation', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.desktop });
  try {
    await page.goto(`${system.baseURL}/`, { waitUntil: 'load' });
    await waitForHydration(page, 'main h1');
    await waitForHydration(page, 'header select');
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('main h1').count(), 1);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await screenshot(page, 'lobby-desktop');
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});

browserTest('RT-01 RT-02 RT-03: the lobby opens a websocket to /realtime and subscribes to the public channels', async () => {
  const { page, problems, close } = await openPage(system.browser, { viewport: VIEWPORTS.phone });
  try {
    const sent = [];
    const received = [];
    let acknowledged;
    const ackSeen = new Promise((resolve) => (acknowledged = resolve));
    const socketSeen = new Promise((resolve) => {
      page.on('websocket', (ws) => {
        if (!new URL(ws.url()).pathname.startsWith('/realtime')) return;
        ws.on('framesent', (frame) => sent.push(String(frame.payload)));
        ws.on('framereceived', (frame) => {
          const payload = String(frame.payload);
          received.push(payload);
          // Socket.IO: "40" is the namespace connect, "43<id>[...]" an acknowledgement.
          if (payload.startsWith('43')) acknowledged(payload);
        });
        resolve(ws);
      });
    });
    await page.goto(`${system.baseURL}/`);
    const ws = await socketSeen;
    assert.equal(new URL(ws.url()).host, new URL(system.baseURL).host, 'same origin');
    const ack = await withTimeout(ackSeen, 10_000, null);
    assert.ok(
      received.some((p) => p.startsWith('40')),
      `connected (frames received: ${received.join(' | ')})`,
    );
    assert.ok(
      sent.some((p) => p.includes('"subscribe"')),
      `a subscribe frame was sent (frames sent: ${sent.join(' | ')})`,
    );
    assert.ok(ack, 'the subscription was acknowledged within 10 s');
    const answer = JSON.parse(ack.replace(/^43\d*/, ''))[0];
    assert.deepEqual([...answer.subscribed].sort(), ['public:jackpots_changes', 'public:wins']);
    assert.deepEqual(answer.refused, []);
    assert.equal(ws.isClosed(), false);
    assert.deepEqual(await problems(), []);
  } finally {
    await close();
  }
});
