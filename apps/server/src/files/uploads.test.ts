import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_PIXELS, UPLOAD_MESSAGES } from '@casino/contracts';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, cookie, register } from '../test/accounts';
import { FILES, multipart, pngDeclaring } from '../test/files';
import { injectFrom } from '../test/http';
import { storedFiles } from './tables';
import { sanitiseFileName } from './upload';

/**
 * The multipart routes' own error-model cases (docs/decisions/019-uploads.md): the generic
 * walk in http/error-model.test.ts sends JSON bodies, which these routes do not take.
 */
let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  token = (await register(app, 'uploads-ada@example.com')).token;
});
afterAll(async () => {
  await app?.close();
});

const UPLOAD_ROUTES = ['/api/player/documents', '/api/support/conversation/attachments'];
const post = (url: string, payload: Buffer | string, headers: Record<string, string>) =>
  injectFrom(app.fastify, {
    method: 'POST',
    url,
    payload,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...cookie(token), ...headers },
  });
const stored = async () => Number((await app.db.select({ n: count() }).from(storedFiles))[0]?.n ?? 0);

describe.each(UPLOAD_ROUTES)('POST %s with bad multipart input', (url) => {
  it('ERR-14 never answers 5xx, answers the error model and stores nothing', async () => {
    const before = await stored();
    const good = multipart({ type: 'identity' }, { name: 'a.png', bytes: FILES.png });
    const boundary = good.headers['content-type'] ?? '';
    const cases: [string, Buffer | string, Record<string, string>, number][] = [
      ['no boundary', good.payload, { 'content-type': 'multipart/form-data' }, 400],
      ['cut off', good.payload.subarray(0, 120), { 'content-type': boundary }, 400],
      ['garbage', 'not multipart at all', { 'content-type': boundary }, 400],
      ['JSON instead', JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' }, 422],
      [
        'unknown field',
        multipart({ admin: 'true' }, { name: 'a.png', bytes: FILES.png }).payload,
        { 'content-type': boundary },
        422,
      ],
      [
        'file under another name',
        multipart({}, { name: 'a.png', bytes: FILES.png, field: 'upload' }).payload,
        { 'content-type': boundary },
        422,
      ],
    ];
    for (const [label, payload, headers, status] of cases) {
      const res = await post(url, payload, headers);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      const body = res.json() as Record<string, unknown>;
      expect(typeof body['error'] === 'string' || typeof body['errors'] === 'object', label).toBe(true);
    }
    expect(await stored()).toBe(before);
  });

  it('ERR-14 refuses a second file part with 413 and a missing X-Requested-With with 403', async () => {
    const one = multipart({}, { name: 'a.png', bytes: FILES.png });
    const boundary = one.headers['content-type']?.split('boundary=')[1] ?? '';
    const twoFiles = Buffer.concat([
      one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
      multipart({}, { name: 'b.png', bytes: FILES.png }).payload,
    ]);
    expect((await post(url, twoFiles, one.headers)).statusCode).toBe(413);
    const res = await injectFrom(app.fastify, {
      method: 'POST',
      url,
      payload: one.payload,
      headers: { ...one.headers, ...cookie(token) },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe.each(UPLOAD_ROUTES)('POST %s with a huge image', (url) => {
  it(`PROF-10 SHELL-20 ERR-14 refuses an image over ${UPLOAD_MAX_PIXELS} pixels (read from its header) with 422, storing nothing`, async () => {
    const before = await stored();
    const fields: Record<string, string> = url === '/api/player/documents' ? { type: 'identity' } : {};
    const side = Math.floor(Math.sqrt(UPLOAD_MAX_PIXELS));
    for (const [width, height] of [
      [20000, 20000],
      [65535, 65535],
      [side + 1, side + 1],
      [UPLOAD_MAX_PIXELS + 1, 1],
    ] as const) {
      const body = multipart(fields, { name: 'scan.png', bytes: pngDeclaring(width, height) });
      const res = await post(url, body.payload, body.headers);
      expect(res.statusCode, `${width}x${height}`).toBe(422);
      expect(res.json(), `${width}x${height}`).toEqual({ errors: { file: [UPLOAD_MESSAGES.tooManyPixels] } });
    }
    expect(await stored()).toBe(before);
    // Just under the cap is a photo like any other.
    const fits = multipart(fields, { name: 'scan.png', bytes: pngDeclaring(side, side) });
    expect((await post(url, fits.payload, fits.headers)).statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
  });
});

describe('multipart elsewhere', () => {
  it('ERR-14 a JSON route does not parse multipart bodies (415)', async () => {
    const body = multipart({ body: 'hello' });
    const res = await post('/api/support/conversation/messages', body.payload, body.headers);
    expect(res.statusCode).toBe(415);
  });
});

describe('sanitiseFileName', () => {
  it('PROF-10 drops paths, control and direction characters, and takes the detected extension', () => {
    expect(sanitiseFileName('C:\\Users\\ada\\..\\passport.exe', 'png')).toBe('passport.png');
    expect(sanitiseFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('inv\u202eoice\u0000 "x".jpg', 'jpg')).toBe('invoice x.jpg');
    expect(sanitiseFileName('...', 'png')).toBe('file.png');
    expect(sanitiseFileName(`${'a'.repeat(300)}.png`, 'png')).toHaveLength(104);
  });
});

it('UPLOAD_MESSAGES are the keys the refusals carry', () => {
  expect(UPLOAD_MESSAGES.tooLarge).toBe('uploads.error.too_large');
});
