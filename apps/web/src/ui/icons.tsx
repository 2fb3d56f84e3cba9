/** Inline icons (24 px, currentColor); decorative, so hidden from assistive technology. */
const PATHS = {
  search: 'M10 4a6 6 0 1 0 3.9 10.6l4.8 4.8 1.4-1.4-4.8-4.8A6 6 0 0 0 10 4Zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  bell: 'M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0',
  support: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H4zM17 13h3v5h-3zM20 18a4 4 0 0 1-4 3h-3',
  menu: 'M4 6h16M4 12h16M4 18h16',
  games: 'M6 8h12a4 4 0 0 1 0 8H6a4 4 0 0 1 0-8Zm2 2v4M6 12h4M15 11h.01M17 13h.01',
  pokies: 'M5 4h14v16H5zM8 8h2v8H8zM11 8h2v8h-2zM14 8h2v8h-2z',
  live: 'M12 6a6 6 0 1 1 0 12 6 6 0 0 1 0-12Zm0 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  sport: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm0 4-3 2 1 4h4l1-4-3-2Z',
  wallet: 'M4 7h15v12H4zM4 7l11-3v3M15 13h2',
  chat: 'M4 5h16v11H9l-5 4z',
  phone: 'M7 3h4l1 5-3 2a11 11 0 0 0 5 5l2-3 5 1v4a2 2 0 0 1-2 2A17 17 0 0 1 5 5a2 2 0 0 1 2-2Z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  clock: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm0 4v5l3 2',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  user: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-7 16a7 7 0 0 1 14 0',
  'sign-out': 'M10 4H5v16h5M14 8l4 4-4 4M18 12H9',
  'chevron-down': 'M6 9l6 6 6-6',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
