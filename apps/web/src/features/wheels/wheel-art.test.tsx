import type { WheelSegmentView } from '@casino/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { WheelArt } from './wheel-art';

const messages = {
  'wheels.segment.freespins_one': '{{count}} Freispiel',
  'wheels.segment.freespins_other': '{{count}} Freispiele',
  'wheels.segment.money': '{{amount}}',
  'wheels.segment.bonus': '{{amount}} Bonus',
  'wheels.segment.points_one': '{{count}} Coin',
  'wheels.segment.points_other': '{{count}} Coins',
  'wheels.segment.nothing': 'Nochmal versuchen',
};

const segment = (kind: WheelSegmentView['kind'], fields: Partial<WheelSegmentView> = {}): WheelSegmentView => ({
  label: `operator's ${kind}`,
  kind,
  weight: 1,
  amount_cents: 0,
  points: 0,
  freespins_count: 0,
  ...fields,
});

describe('the wheel art', () => {
  it('WHEEL-01 WHEEL-13 each segment is labelled in the player’s language from what it pays, not by the operator’s name', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/de/rocketmart-wheel']}>
        <I18nextProvider i18n={createI18n('de', messages)}>
          <WheelArt
            currency="EUR"
            rotation={0}
            onStop={() => undefined}
            segments={[
              segment('freespins', { freespins_count: 10 }),
              segment('money', { amount_cents: 200 }),
              segment('bonus', { amount_cents: 500 }),
              segment('points', { points: 1 }),
              segment('nothing'),
            ]}
          />
        </I18nextProvider>
      </MemoryRouter>,
    );
    const labels = [...html.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(labels.map((l) => l?.replace(/\s/g, ' '))).toEqual([
      '10 Freispiele',
      '2,00 €',
      '5,00 € Bonus',
      '1 Coin',
      'Nochmal versuchen',
    ]);
    expect(html).not.toContain('operator');
  });
});
