import { LOCALES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { renderMail, type MailKind } from './templates';

const KINDS: MailKind[] = ['confirmation', 'reset', 'lock', 'password_changed'];

describe('renderMail', () => {
  it.each(LOCALES)('AUTH mails render in %s with every text found and the link kept', (locale) => {
    for (const kind of KINDS) {
      const mail = renderMail(kind, locale, { link: 'https://casino.example/x?t=abc', minutes: '30' });
      expect(mail.subject, `${locale} ${kind}`).not.toMatch(/auth\.mail|\{\{/);
      expect(mail.text, `${locale} ${kind}`).not.toMatch(/auth\.mail|\{\{/);
      if (kind === 'confirmation' || kind === 'reset') {
        expect(mail.text).toContain('https://casino.example/x?t=abc');
        expect(mail.html).toContain('<a href="https://casino.example/x?t=abc">');
      }
    }
  });

  it('AUTH escapes whatever lands in the HTML part', () => {
    const mail = renderMail('confirmation', 'en', { link: 'https://x.example/?a=<script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('AUTH the lock mail says how long, in the player language', () => {
    expect(renderMail('lock', 'de', { minutes: '30' }).text).toContain('30 Minuten');
    expect(renderMail('lock', 'en-AU', { minutes: '30' }).subject).toContain('Your account was locked');
  });
});
