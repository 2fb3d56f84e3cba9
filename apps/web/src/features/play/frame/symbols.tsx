import { useTranslation } from 'react-i18next';

/** How a symbol looks (glyphs every system font has) and its colour; names are translated. */
const GLYPHS: Record<string, string> = {
  crown: '♛',
  diamond: '◆',
  bell: '♫',
  horseshoe: 'Ω',
  ace: 'A',
  king: 'K',
  queen: 'Q',
  jack: 'J',
  wild: 'W',
  scatter: '★',
  dragon: '⚡',
  tiger: '☀',
  phoenix: '✦',
  koi: '❀',
  cherry: '❦',
  lemon: '◐',
  clover: '☘',
  seven: '7',
};

export function SlotSymbol({ name, small = false }: { name: string; small?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`symbol symbol--${name}${small ? ' symbol--small' : ''}`} role="img" aria-label={t(`play.symbol.${name}`)}>
      <span aria-hidden="true">{GLYPHS[name] ?? '?'}</span>
    </span>
  );
}
