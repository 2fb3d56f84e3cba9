// Verification documents (PROF-10, PROF-01): a player uploads a PNG on
// /profile/verification and sees it pending; a reviewer created with the staff:create command
// approves it in the staff console and the player sees it approved. axe on the page, phone and
// desktop screenshots. This spec starts its own server on a data directory with the reviewer in it.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import {
  VIEWPORTS,
  WCAG_TAGS,
  browserTest,
  openPage,
  screenshot,
  submitRegistration,
  useSystem,
  waitForHydration,
  axeBuilder,
} from './helpers.mjs';
import { signInStaffConsole } from './steps.mjs';

const PASSWORD = 'Verify-Journey-2026!';
const REVIEWER = { email: 'kyc@casino.example', password: 'Reviewer-Console-Pass-42' };

const system = useSystem({ logName: 'server-verification', staff: [{ ...REVIEWER, role: 'kyc_agent', name: 'Kim' }] });
let m;

before(async () => {
  await system.ready();
  m = await (await fetch(`${system.baseURL}/messages/en.json`)).json();
});

/** A real 1x1 PNG, built from the format's bytes. */
function png() {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 40, 160, 90]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function axe(page) {
  const result = await axeBuilder(page).include('main').withTags(WCAG_TAGS).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
  );
}

browserTest(
  'PROF-10 PROF-01 a player uploads a PNG on /profile/verification, sees it pending, and approved after review',
  { timeout: 180_000 },
  async () => {
    const player = await openPage(system.browser, { viewport: VIEWPORTS.phone, expectedStatuses: [422] });
    const reviewer = await openPage(system.browser, { viewport: VIEWPORTS.desktop, expectedStatuses: [401] });
    try {
      const { page } = player;
      await page.goto(`${system.baseURL}/registration`);
      await submitRegistration(page, m, `verify-${Date.now()}@example.com`, PASSWORD);
      await page.waitForURL((url) => url.pathname !== '/registration', { timeout: 30_000 });

      await page.goto(`${system.baseURL}/profile/verification`);
      await waitForHydration(page, 'main h1');
      await page.getByText(m['verification.status.unverified']).waitFor();
      await axe(page);

      // A file that is not a document type is refused with the allowed types named, and announced.
      const identity = page.getByRole('region', { name: m['verification.type.identity'] });
      const input = identity.getByLabel(m['verification.upload.label'].replace('{{type}}', m['verification.type.identity']));
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'image/png', buffer: Buffer.from('just some text') });
      await identity.getByRole('button', { name: m['verification.upload.submit'] }).click();
      await identity.getByRole('alert').getByText(m['uploads.error.type_document']).waitFor({ timeout: 10_000 });

      await input.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png() });
      await identity.getByRole('button', { name: m['verification.upload.submit'] }).click();
      await identity.getByText('passport.png').waitFor({ timeout: 10_000 });
      await identity.getByText(m['verification.state.pending']).waitFor();
      await axe(page);
      await screenshot(page, 'verification-phone');

      // The reviewer opens the staff console and approves the document.
      const console_ = reviewer.page;
      await signInStaffConsole(console_, system, REVIEWER);
      await console_.getByRole('heading', { name: 'Documents waiting for review' }).waitFor();
      const row = console_.getByRole('listitem').filter({ hasText: 'passport.png' });
      await row.waitFor();
      await axe(console_);
      await screenshot(console_, 'verification-review-desktop');
      await row.getByRole('button', { name: 'Approve' }).click();
      await console_.getByText('No documents are waiting.').waitFor({ timeout: 10_000 });

      await page.reload();
      await waitForHydration(page, 'main h1');
      await identity.getByText(m['verification.state.approved']).waitFor();
      // Approved documents can no longer be deleted; identity alone does not verify the account.
      assert.equal(await identity.getByRole('button', { name: /^Delete/ }).count(), 0);
      await page.getByText(m['verification.status.unverified']).waitFor();

      await page.setViewportSize(VIEWPORTS.desktop);
      await screenshot(page, 'verification-desktop');
      assert.deepEqual(await player.problems(), []);
      assert.deepEqual(await reviewer.problems(), []);
    } finally {
      await player.close();
      await reviewer.close();
    }
  },
);
