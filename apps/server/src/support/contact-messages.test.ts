import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffContactMessageListSchema, staffContactMessageSchema } from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { signedInStaff } from '../test/staff';
import { ACCOUNT_ENV, call, register } from '../test/accounts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

const sendForm = (body: Record<string, string>, token?: string) =>
  call(app, 'POST', '/api/send_contact_message', { body, ...(token ? { token } : {}) });
const list = (headers: Record<string, string>, status = 'open') =>
  call(app, 'GET', `/api/staff/support/contact-messages?status=${status}`, { headers });

describe('contact-form messages in the staff console', () => {
  it('SHELL-21 API-076 ROLE-11 a guest and a player write through the form; an agent of the default queue lists and settles them, a VIP manager cannot', async () => {
    const guest = await sendForm({
      name: 'Grace Guest',
      email: 'grace@example.com',
      subject: 'Bonus terms',
      message: 'Which games count towards wagering?',
    });
    expect(guest.statusCode).toBe(200);
    const ada = await register(app, 'contact-ada@example.com');
    const player = await sendForm(
      { name: 'Ada Player', email: 'contact-ada@example.com', subject: 'Withdrawal', message: 'My withdrawal is still pending.' },
      ada.token,
    );
    expect(player.statusCode).toBe(200);

    const agent = await signedInStaff(app, 'support_agent');
    const open = staffContactMessageListSchema.parse((await list(agent.headers)).json()).data;
    // Waiting messages come oldest first, with who wrote and what.
    expect(open.map((m) => [m.subject, m.email, m.player_id, m.status])).toEqual([
      ['Bonus terms', 'grace@example.com', null, 'open'],
      ['Withdrawal', 'contact-ada@example.com', ada.id, 'open'],
    ]);
    expect(open[0]?.message).toBe('Which games count towards wagering?');

    const vipManager = await signedInStaff(app, 'vip_manager');
    expect((await list(vipManager.headers)).statusCode).toBe(403);
    const guestId = open[0]?.id ?? 0;
    const byManager = await call(app, 'POST', `/api/staff/support/contact-messages/${guestId}/status`, {
      headers: vipManager.headers,
      body: { status: 'answered' },
    });
    expect(byManager.statusCode).toBe(403);

    const answered = await call(app, 'POST', `/api/staff/support/contact-messages/${guestId}/status`, {
      headers: agent.headers,
      body: { status: 'answered' },
    });
    expect(staffContactMessageSchema.parse(answered.json())).toMatchObject({ id: guestId, status: 'answered' });
    expect(staffContactMessageListSchema.parse((await list(agent.headers)).json()).data.map((m) => m.subject)).toEqual([
      'Withdrawal',
    ]);
    const lead = await signedInStaff(app, 'support_lead');
    expect(staffContactMessageListSchema.parse((await list(lead.headers, 'answered')).json()).data.map((m) => m.id)).toEqual([
      guestId,
    ]);

    const reopen = await call(app, 'POST', `/api/staff/support/contact-messages/${guestId}/status`, {
      headers: agent.headers,
      body: { status: 'open' },
    });
    expect(reopen.statusCode).toBe(422);
    const missing = await call(app, 'POST', '/api/staff/support/contact-messages/999999/status', {
      headers: agent.headers,
      body: { status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/staff/support/contact-messages')).statusCode).toBe(401);
  });
});
