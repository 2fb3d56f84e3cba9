import type { ReactNode } from 'react';
import { cardBrandName, type CardBrand } from './brands';

/**
 * Small inline card brand marks (no image requests), drawn on a 40×26 card shape. Simplified
 * marks in the brands' colours; `label` names the brand for screen readers when it carries
 * meaning, otherwise the logo is decorative.
 */
const MARKS: Readonly<Record<CardBrand, ReactNode>> = {
  visa: (
    <>
      <rect width="40" height="26" rx="3" fill="#1a1f71" />
      <text
        x="20"
        y="17.5"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="11"
        fontStyle="italic"
        fontWeight="700"
        fill="#fff"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="40" height="26" rx="3" fill="#252525" />
      <circle cx="16" cy="13" r="7.5" fill="#eb001b" />
      <circle cx="24" cy="13" r="7.5" fill="#f79e1b" />
      <path d="M20 6.7a7.5 7.5 0 0 1 0 12.6 7.5 7.5 0 0 1 0-12.6z" fill="#ff5f00" />
    </>
  ),
  maestro: (
    <>
      <rect width="40" height="26" rx="3" fill="#f4f4f4" stroke="#ccc" />
      <circle cx="16" cy="13" r="7.5" fill="#0099df" />
      <circle cx="24" cy="13" r="7.5" fill="#eb001b" />
      <path d="M20 6.7a7.5 7.5 0 0 1 0 12.6 7.5 7.5 0 0 1 0-12.6z" fill="#6c6bbd" />
    </>
  ),
  amex: (
    <>
      <rect width="40" height="26" rx="3" fill="#006fcf" />
      <text x="20" y="16.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="9" fontWeight="700" fill="#fff">
        AMEX
      </text>
    </>
  ),
  discover: (
    <>
      <rect width="40" height="26" rx="3" fill="#fff" stroke="#ccc" />
      <circle cx="30" cy="13" r="5" fill="#ff6000" />
      <text x="4" y="15.5" fontFamily="Arial, sans-serif" fontSize="6.5" fontWeight="700" fill="#231f20">
        DISC
      </text>
    </>
  ),
  jcb: (
    <>
      <rect width="40" height="26" rx="3" fill="#fff" stroke="#ccc" />
      <rect x="7" y="5" width="8" height="16" rx="2" fill="#0e4c96" />
      <rect x="16" y="5" width="8" height="16" rx="2" fill="#e21836" />
      <rect x="25" y="5" width="8" height="16" rx="2" fill="#00a14b" />
    </>
  ),
  diners: (
    <>
      <rect width="40" height="26" rx="3" fill="#fff" stroke="#ccc" />
      <circle cx="20" cy="13" r="8" fill="none" stroke="#0079be" strokeWidth="2.5" />
      <path d="M20 7v12" stroke="#0079be" strokeWidth="2" />
    </>
  ),
  unionpay: (
    <>
      <rect width="40" height="26" rx="3" fill="#fff" stroke="#ccc" />
      <path d="M6 4h9l-3 18H3z" fill="#e21836" />
      <path d="M15 4h9l-3 18h-9z" fill="#00447c" />
      <path d="M24 4h10l-3 18h-10z" fill="#007b84" />
    </>
  ),
};

export function CardBrandLogo({ brand, label = false }: { brand: CardBrand; label?: boolean }) {
  return (
    <svg
      className="card-logo"
      viewBox="0 0 40 26"
      width="40"
      height="26"
      focusable="false"
      data-brand={brand}
      {...(label ? { role: 'img', 'aria-label': cardBrandName(brand) } : { 'aria-hidden': true })}
    >
      {MARKS[brand]}
    </svg>
  );
}
