import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  UPLOAD_MESSAGES,
  playerSchema,
  staffDocumentListSchema,
  verificationDocumentListSchema,
  verificationDocumentSchema,
  type StaffRole,
} from '@casino/contracts';
import contentDisposition from 'content-disposition';
import { count } from 'drizzle-orm';
import { storedFiles } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signedInStaff } from '../test/staff';
import { ACCOUNT_ENV, call, cookie, register } from '../test/accounts';
import { FILES, multipart, png } from '../test/files';
import { injectFrom } from '../test/http';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

const staff = async (role: StaffRole) => (await signedInStaff(app, role)).headers;

function upload(token: string | undefined, type: string, file: { name: string; bytes: Buffer; type?: string }) {
  const body = multipart({ type }, file);
  return injectFrom(app.fastify, {
    method: 'POST',
    url: '/api/player/documents',
    headers: { 'x-requested-with': 'XMLHttpRequest', ...body.headers, ...(token ? cookie(token) : {}) },
    payload: body.payload,
  });
}
const storedCount = async () => Number((await app.db.select({ n: count() }).from(storedFiles))[0]?.n ?? 0);
const documents = async (token: string) =>
  verificationDocumentListSchema.parse((await call(app, 'GET', '/api/player/documents', { token })).json());

describe('POST /api/player/documents', () => {
  it('PROF-10 stores JPEG, PNG, PDF and HEIC documents from their bytes, pending, listed with name and size', async () => {
    const ada = await register(app, 'docs-ada@example.com');
    const cases = [
      ['passport.jpg', FILES.jpeg, 'image/jpeg', 'identity'],
      ['bill.png', FILES.png, 'image/png', 'address'],
      ['statement.pdf', FILES.pdf, 'application/pdf', 'payment'],
      ['photo.heic', FILES.heic, 'image/heic', 'other'],
    ] as const;
    for (const [name, bytes, mediaType, type] of cases) {
      // The client's claimed type is ignored: everything is sent as octet-stream.
      const res = await upload(ada.token, type, { name, bytes });
      expect(res.statusCode, res.body).toBe(200);
      expect(verificationDocumentSchema.parse(res.json())).toMatchObject({
        type,
        status: 'pending',
        rejection_reason: null,
        file_name: name,
        media_type: mediaType,
        size: bytes.length,
      });
    }
    const list = await documents(ada.token);
    expect(list.verified).toBe(false);
    expect(list.data.map((d) => d.type)).toEqual(['other', 'payment', 'address', 'identity']);
  });

  it('PROF-10 refuses a .exe renamed .png with 422 naming the allowed types, and stores nothing', async () => {
    const bob = await register(app, 'docs-bob@example.com');
    const before = await storedCount();
    const res = await upload(bob.token, 'identity', { name: 'passport.png', bytes: FILES.exe, type: 'image/png' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { file: [UPLOAD_MESSAGES.documentType] } });
    // A GIF is a real image, but not a document type.
    expect((await upload(bob.token, 'identity', { name: 'a.gif', bytes: FILES.gif })).statusCode).toBe(422);
    expect(await storedCount()).toBe(before);
    expect((await documents(bob.token)).data).toEqual([]);
  });

  it('PROF-10 refuses a file over 10 MiB with 413 and stores nothing', async () => {
    const cleo = await register(app, 'docs-cleo@example.com');
    const before = await storedCount();
    const big = Buffer.concat([FILES.png, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const res = await upload(cleo.token, 'identity', { name: 'huge.png', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: UPLOAD_MESSAGES.tooLarge });
    expect(await storedCount()).toBe(before);
  });

  it('PROF-10 answers 422 without a file or with an unknown document type, 401 without a session', async () => {
    const dan = await register(app, 'docs-dan@example.com');
    const noFile = multipart({ type: 'identity' });
    const res = await injectFrom(app.fastify, {
      method: 'POST',
      url: '/api/player/documents',
      headers: { 'x-requested-with': 'XMLHttpRequest', ...noFile.headers, ...cookie(dan.token) },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { file: [UPLOAD_MESSAGES.required] } });
    const badType = await upload(dan.token, 'selfie', { name: 'a.png', bytes: FILES.png });
    expect(badType.statusCode).toBe(422);
    expect(Object.keys(badType.json().errors)).toEqual(['type']);
    expect((await upload(undefined, 'identity', { name: 'a.png', bytes: FILES.png })).statusCode).toBe(401);
  });
});

describe('GET /api/player/documents/{id}/file', () => {
  it("PROF-10 answers the owner with the stored bytes and safe headers; another player's id is 404", async () => {
    const eve = await register(app, 'docs-eve@example.com');
    const fay = await register(app, 'docs-fay@example.com');
    const pdf = verificationDocumentSchema.parse(
      (await upload(eve.token, 'address', { name: '../../bill.pdf', bytes: FILES.pdf })).json(),
    );
    expect(pdf.file_name).toBe('bill.pdf');
    const res = await call(app, 'GET', `/api/player/documents/${pdf.id}/file`, { token: eve.token });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(FILES.pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bill.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox/);
    const image = verificationDocumentSchema.parse(
      (await upload(eve.token, 'identity', { name: 'id.png', bytes: png() })).json(),
    );
    const download = await call(app, 'GET', `/api/player/documents/${image.id}/file`, { token: eve.token });
    expect(download.headers['content-type']).toBe('image/png');
    // Images download too: opened from a link, no browser tab decodes them.
    expect(download.headers['content-disposition']).toBe('attachment; filename="id.png"');
    expect((await call(app, 'GET', `/api/player/documents/${pdf.id}/file`, { token: fay.token })).statusCode).toBe(404);
    expect((await call(app, 'DELETE', `/api/player/documents/${pdf.id}`, { token: fay.token })).statusCode).toBe(404);
  });
});

describe('the file name of a download', () => {
  it("PROF-10 ROLE-11 escapes '()* and non-ASCII in Content-Disposition, for the owner and the reviewer", async () => {
    const ida = await register(app, 'docs-ida@example.com');
    const reviewer = await signedInStaff(app, 'kyc_agent');
    const document = verificationDocumentSchema.parse(
      (await upload(ida.token, 'address', { name: "Rēķins 'maijs' (2024)*.pdf", bytes: FILES.pdf })).json(),
    );
    // The stored name drops what no file system takes ("*"), and keeps quotes, brackets and letters.
    expect(document.file_name).toBe("Rēķins 'maijs' (2024).pdf");
    const expected = `attachment; filename="R__ins 'maijs' (2024).pdf"; filename*=UTF-8''R%C4%93%C4%B7ins%20%27maijs%27%20%282024%29.pdf`;
    for (const res of [
      await call(app, 'GET', `/api/player/documents/${document.id}/file`, { token: ida.token }),
      await call(app, 'GET', `/api/staff/documents/${document.id}/file`, { headers: reviewer.headers }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(expected);
      expect(contentDisposition.parse(String(res.headers['content-disposition'])).parameters['filename']).toBe(
        "Rēķins 'maijs' (2024).pdf",
      );
    }
  });
});

describe('reviewing documents', () => {
  it('PROF-01 PROF-10 approving identity and address makes the player verified; deleting after approval is 409', async () => {
    const gus = await register(app, 'docs-gus@example.com');
    const identity = verificationDocumentSchema.parse(
      (await upload(gus.token, 'identity', { name: 'id.jpg', bytes: FILES.jpeg })).json(),
    );
    const address = verificationDocumentSchema.parse(
      (await upload(gus.token, 'address', { name: 'bill.pdf', bytes: FILES.pdf })).json(),
    );
    const kyc = await staff('kyc_agent');
    const queue = staffDocumentListSchema.parse((await call(app, 'GET', '/api/staff/documents', { headers: kyc })).json());
    expect(queue.data.map((d) => d.id)).toEqual(expect.arrayContaining([identity.id, address.id]));
    expect(queue.data.find((d) => d.id === identity.id)?.player.email).toBe('docs-gus@example.com');
    // The reviewer opens the file before deciding.
    const file = await call(app, 'GET', `/api/staff/documents/${identity.id}/file`, { headers: kyc });
    expect(file.rawPayload.equals(FILES.jpeg)).toBe(true);

    const review = (id: number, body: Record<string, unknown>, headers = kyc) =>
      call(app, 'POST', `/api/staff/documents/${id}/review`, { headers, body });
    expect((await review(identity.id, { decision: 'approve' })).statusCode).toBe(200);
    expect(playerSchema.parse((await call(app, 'GET', '/api/player', { token: gus.token })).json()).verified).toBe(false);
    expect((await review(address.id, { decision: 'approve' })).statusCode).toBe(200);
    expect(playerSchema.parse((await call(app, 'GET', '/api/player', { token: gus.token })).json()).verified).toBe(true);
    expect((await documents(gus.token)).verified).toBe(true);
    // Reviewed once: a second decision and the player's delete are both refused.
    expect((await review(address.id, { decision: 'reject', reason: 'expired' })).statusCode).toBe(409);
    const del = await call(app, 'DELETE', `/api/player/documents/${identity.id}`, { token: gus.token });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ error: 'verification.error.already_reviewed' });
  });

  it('PROF-10 a rejection carries its reason key; a pending document can be deleted with its file', async () => {
    const hal = await register(app, 'docs-hal@example.com');
    const first = verificationDocumentSchema.parse(
      (await upload(hal.token, 'identity', { name: 'blurry.png', bytes: FILES.png })).json(),
    );
    const kyc = await staff('kyc_agent');
    const noReason = await call(app, 'POST', `/api/staff/documents/${first.id}/review`, {
      headers: kyc,
      body: { decision: 'reject' },
    });
    expect(noReason.statusCode).toBe(422);
    const rejected = await call(app, 'POST', `/api/staff/documents/${first.id}/review`, {
      headers: kyc,
      body: { decision: 'reject', reason: 'unreadable' },
    });
    expect(rejected.statusCode).toBe(200);
    const [doc] = (await documents(hal.token)).data;
    expect(doc).toMatchObject({ status: 'rejected', rejection_reason: 'verification.reason.unreadable' });

    const second = verificationDocumentSchema.parse(
      (await upload(hal.token, 'identity', { name: 'sharp.png', bytes: FILES.png })).json(),
    );
    const before = await storedCount();
    expect((await call(app, 'DELETE', `/api/player/documents/${second.id}`, { token: hal.token })).statusCode).toBe(200);
    expect(await storedCount()).toBe(before - 1);
    expect((await documents(hal.token)).data.map((d) => d.id)).toEqual([first.id]);
  });

  it('ROLE-11 only reviewers see documents: a support agent gets 403, a player 401', async () => {
    const agent = await staff('support_agent');
    expect((await call(app, 'GET', '/api/staff/documents', { headers: agent })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/staff/documents/1/file', { headers: agent })).statusCode).toBe(403);
    const ivy = await register(app, 'docs-ivy@example.com');
    expect((await call(app, 'GET', '/api/staff/documents', { token: ivy.token })).statusCode).toBe(401);
  });
});
