import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The slot and scratch symbols, drawn as SVG on a 64 x 64 canvas. The gradients they paint with
 * are defined once per document by <SymbolDefs/>; names are translated.
 */
const gold = 'url(#sym-gold)';
const ruby = 'url(#sym-ruby)';
const jade = 'url(#sym-jade)';
const sky = 'url(#sym-sky)';
const violet = 'url(#sym-violet)';
const INK = '#2a1606';

/** A royal letter on a coloured gem: the low-paying card symbols. */
const royal = (letter: string, fill: string) => (
  <>
    <path d="M32 4 58 20v24L32 60 6 44V20Z" fill={fill} stroke="#fff8" strokeWidth="2" />
    <text x="32" y="43" textAnchor="middle" fontSize="30" fontWeight="900" fill="#fff" stroke={INK} strokeWidth="1.5">
      {letter}
    </text>
  </>
);

const SHAPES: Record<string, ReactNode> = {
  crown: (
    <>
      <path d="M8 46 5 18l15 12 12-20 12 20 15-12-3 28Z" fill={gold} stroke={INK} strokeWidth="2" />
      <rect x="8" y="46" width="48" height="9" rx="2" fill={gold} stroke={INK} strokeWidth="2" />
      <circle cx="32" cy="37" r="5" fill={ruby} />
      <circle cx="18" cy="40" r="3" fill={sky} />
      <circle cx="46" cy="40" r="3" fill={jade} />
    </>
  ),
  diamond: (
    <>
      <path d="M16 10h32l12 14-28 32L4 24Z" fill={sky} stroke="#0b2a4a" strokeWidth="2" />
      <path d="M4 24h56M16 10l8 14 8-14 8 14 8-14M24 24l8 32 8-32" fill="none" stroke="#e8f7ff" strokeWidth="1.5" />
    </>
  ),
  bell: (
    <>
      <path
        d="M32 6c-12 0-17 10-17 22 0 10-5 14-9 18h52c-4-4-9-8-9-18C49 16 44 6 32 6Z"
        fill={gold}
        stroke={INK}
        strokeWidth="2"
      />
      <circle cx="32" cy="52" r="6" fill={gold} stroke={INK} strokeWidth="2" />
      <path d="M22 18c2-5 6-7 9-7" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  horseshoe: (
    <>
      <path
        d="M14 56V30a18 18 0 0 1 36 0v26h-11V30a7 7 0 0 0-14 0v26Z"
        fill="url(#sym-silver)"
        stroke="#2b2b3a"
        strokeWidth="2"
      />
      <g fill="#2b2b3a">
        <circle cx="19.5" cy="48" r="2" />
        <circle cx="19.5" cy="36" r="2" />
        <circle cx="44.5" cy="48" r="2" />
        <circle cx="44.5" cy="36" r="2" />
      </g>
    </>
  ),
  ace: royal('A', ruby),
  king: royal('K', violet),
  queen: royal('Q', sky),
  jack: royal('J', jade),
  wild: (
    <>
      <rect x="5" y="5" width="54" height="54" rx="14" fill={violet} stroke={gold} strokeWidth="4" />
      <path
        d="M32 9 37 24 52 18 42 30 56 37 40 38 44 54 32 43 20 54 24 38 8 37 22 30 12 18 27 24Z"
        fill={gold}
        stroke={INK}
        strokeWidth="1.5"
      />
      <circle cx="32" cy="33" r="6" fill={ruby} stroke={INK} strokeWidth="1.5" />
    </>
  ),
  scatter: (
    <>
      <circle cx="32" cy="32" r="28" fill={violet} opacity="0.55" />
      <path d="M32 5l8 17 19 2-14 13 4 19-17-10-17 10 4-19L5 24l19-2Z" fill={gold} stroke={INK} strokeWidth="2" />
    </>
  ),
  dragon: (
    <>
      <path
        d="M10 50c6-18 18-10 22-22 3-9-4-14-10-12 6-10 24-8 28 4 4 11-6 18-14 22 8 0 14-4 18-8-2 12-16 20-30 20Z"
        fill={ruby}
        stroke={INK}
        strokeWidth="2"
      />
      <path d="M42 14l6-8 1 10M34 12l2-8 5 8" fill={gold} stroke={INK} strokeWidth="1.5" />
      <circle cx="42" cy="22" r="2.5" fill="#ffe680" />
    </>
  ),
  tiger: (
    <>
      <circle cx="32" cy="34" r="24" fill="url(#sym-amber)" stroke={INK} strokeWidth="2" />
      <path d="M12 18l4-10 10 6M52 18l-4-10-10 6" fill="url(#sym-amber)" stroke={INK} strokeWidth="2" />
      <path d="M32 12v8M22 14l3 7M42 14l-3 7M10 32h8M46 32h8M12 42h7M45 42h7" stroke={INK} strokeWidth="3" />
      <circle cx="24" cy="32" r="3" fill={INK} />
      <circle cx="40" cy="32" r="3" fill={INK} />
      <path d="M28 42h8l-4 5Z" fill={INK} />
    </>
  ),
  phoenix: (
    <>
      <path
        d="M32 58c-6-10-4-18 0-22-10 2-20-4-26-16 10 4 16 4 22 2-6-4-8-10-8-16 6 6 10 8 12 12 0-6 0-10 0-14 4 6 6 12 6 18 2-4 6-6 10-10 0 6-2 12-6 16 6 2 12 2 22-2-6 12-16 18-26 16 4 4 6 12 0 22Z"
        fill="url(#sym-flame)"
        stroke={INK}
        strokeWidth="1.5"
      />
    </>
  ),
  koi: (
    <>
      <path
        d="M6 32c8-14 28-16 40-4l12-10-4 14 4 14-12-10C34 48 14 46 6 32Z"
        fill="url(#sym-amber)"
        stroke={INK}
        strokeWidth="2"
      />
      <path d="M20 24c4 4 4 12 0 16M30 24c3 4 3 12 0 16" fill="none" stroke="#fff" strokeWidth="2.5" />
      <circle cx="14" cy="30" r="2.5" fill={INK} />
    </>
  ),
  cherry: (
    <>
      <path d="M20 40c6-16 10-26 24-34M44 40c-2-12-2-22 0-34" fill="none" stroke="#2f7a2a" strokeWidth="3" />
      <path d="M44 6c6 0 12 4 12 10-8 0-12-4-12-10Z" fill={jade} />
      <circle cx="20" cy="46" r="12" fill={ruby} stroke={INK} strokeWidth="2" />
      <circle cx="44" cy="46" r="12" fill={ruby} stroke={INK} strokeWidth="2" />
      <circle cx="16" cy="42" r="3" fill="#fff8" />
      <circle cx="40" cy="42" r="3" fill="#fff8" />
    </>
  ),
  lemon: (
    <>
      <ellipse cx="32" cy="34" rx="26" ry="19" fill="url(#sym-lemon)" stroke="#5a4a00" strokeWidth="2" />
      <path d="M6 34 2 30M58 34l4-4" stroke="#5a4a00" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="24" cy="27" rx="7" ry="3" fill="#fff9" />
    </>
  ),
  clover: (
    <>
      <g fill={jade} stroke="#0d3b18" strokeWidth="2">
        <circle cx="22" cy="22" r="11" />
        <circle cx="42" cy="22" r="11" />
        <circle cx="22" cy="40" r="11" />
        <circle cx="42" cy="40" r="11" />
      </g>
      <path d="M32 32c2 10 6 18 12 26" fill="none" stroke="#0d3b18" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  seven: (
    <>
      <path d="M10 8h46v10L34 58H20l22-38H10Z" fill={ruby} stroke={gold} strokeWidth="3" strokeLinejoin="round" />
    </>
  ),
};

/** The gradients the symbols paint with, once per document (an SVG of no size). */
export function SymbolDefs() {
  const stops = (id: string, top: string, bottom: string) => (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={top} />
      <stop offset="1" stopColor={bottom} />
    </linearGradient>
  );
  return (
    <svg width="0" height="0" className="symbol-defs" aria-hidden="true" focusable="false">
      <defs>
        {stops('sym-gold', '#fff1a8', '#e0a21b')}
        {stops('sym-ruby', '#ff7a7a', '#b3121f')}
        {stops('sym-jade', '#8ff0a8', '#1c8a3c')}
        {stops('sym-sky', '#c8f0ff', '#2f8fd8')}
        {stops('sym-violet', '#c9a8ff', '#5a2fb8')}
        {stops('sym-silver', '#ffffff', '#8d95a8')}
        {stops('sym-amber', '#ffd08a', '#e56a12')}
        {stops('sym-flame', '#ffe680', '#e5283a')}
        {stops('sym-lemon', '#fff7a0', '#f0c400')}
      </defs>
    </svg>
  );
}

export function SlotSymbol({ name, small = false }: { name: string; small?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`symbol${small ? ' symbol--small' : ''}`} role="img" aria-label={t(`play.symbol.${name}`)}>
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        {SHAPES[name] ?? SHAPES.scatter}
      </svg>
    </span>
  );
}

/** The symbol drawing alone, for art that is not read out (a spinning reel's blur). */
export function SymbolArt({ name }: { name: string }) {
  return (
    <svg className="symbol symbol--art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {SHAPES[name] ?? SHAPES.scatter}
    </svg>
  );
}
