import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { VipManagerPanel } from './vip-manager';

const i18n = createI18n('de', {
  'support.vip.badge': 'VIP',
  'support.vip.title': 'Ihr VIP-Manager',
  'support.vip.hours': 'Erreichbar {{time}}',
  'support.vip.whatsapp': 'Auf WhatsApp schreiben',
  'support.vip.telegram': 'Auf Telegram schreiben',
});

const render = (manager: Parameters<typeof VipManagerPanel>[0]['manager']) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <VipManagerPanel manager={manager} />
    </I18nextProvider>,
  );

describe('the VIP manager panel', () => {
  it('VIP-10 VIP-11 shows the manager name, hours, avatar, WhatsApp, Telegram and email of a VIP; nothing without a manager', () => {
    const html = render({
      managerName: 'Sophie Tremblay',
      time: '09:00-21:00 CET',
      avatar: '/brand/managers/sophie.svg',
      whatsAppLink: 'https://wa.me/3725550600',
      telegramLink: 'https://t.me/casino_sophie',
      email: 'sophie@casino.example',
    });
    expect(html).toContain('Ihr VIP-Manager');
    expect(html).toContain('Sophie Tremblay');
    expect(html).toContain('Erreichbar 09:00-21:00 CET');
    expect(html).toContain('src="/brand/managers/sophie.svg"');
    expect(html).toMatch(/<a href="https:\/\/wa\.me\/3725550600"[^>]*>Auf WhatsApp schreiben<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/t\.me\/casino_sophie"[^>]*>Auf Telegram schreiben<\/a>/);
    expect(html).toContain('href="mailto:sophie@casino.example"');
    expect(render(null)).toBe('');
  });
});
