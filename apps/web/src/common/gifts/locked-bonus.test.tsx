import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { giftKeys } from './api';
import { LockedBonusNotice } from './locked-bonus';
import { aGift } from './test-gift';

const i18n = createI18n('en', {
  'gifts.locked.amount': '{{amount}} of your balance is bonus money.',
  'gifts.locked.progress': 'Wagering: {{percent}}% ({{wagered}} of {{total}}).',
});

function render(wallet: { amount_cents: number; available_to_cashout_cents: number; currency: string }) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(giftKeys.bonuses, [
    aGift({ stage: 'finished', currency: 'EUR' }),
    aGift({ id: 2, amount_wager_cents: 125_550, amount_wager_requirement_cents: 300_000 }),
  ]);
  return renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <LockedBonusNotice wallet={wallet} />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the withdrawal notice of bonus money still wagering', () => {
  it('GIFT-21 PAY-15 names the part that cannot be withdrawn and the wagering of the bonus holding it, floored', () => {
    const html = render({ amount_cents: 15_000, available_to_cashout_cents: 5_000, currency: 'EUR' });
    expect(html).toContain('€100.00 of your balance is bonus money.');
    expect(html).toContain('Wagering: 41% (€1,255.50 of €3,000.00).');
  });

  it('GIFT-21 says nothing when the whole balance may be withdrawn', () => {
    expect(render({ amount_cents: 5_000, available_to_cashout_cents: 5_000, currency: 'EUR' })).toBe('');
  });
});
