import { BANNER_AUTOPLAY_MS } from '@casino/contracts';
import { useEffect, useEffectEvent, useRef } from 'react';

/** How much of a slide must be on screen for the banner to count as seen. */
const SEEN_RATIO = 0.5;

/** BANR-05: the banners seen on the main page, each once, handed over when the visitor leaves. */
export function createViewLog() {
  const seen = new Set<string>();
  return {
    see(id: string) {
      seen.add(id);
    },
    /** The banners seen since the last hand-over, in the order they were first seen. */
    take(): string[] {
      const banners = [...seen];
      seen.clear();
      return banners;
    },
  };
}

/**
 * Watches the slides of `list` (each names its banner in data-banner) and, when the visitor leaves
 * the main page (another route, or the tab is closed), sends the banners they saw, if any.
 */
function useBannerViews(list: React.RefObject<HTMLUListElement | null>, count: number, send: (banners: string[]) => void) {
  const log = useRef(createViewLog());
  const flush = useEffectEvent(() => {
    const banners = log.current.take();
    if (banners.length > 0) send(banners);
  });
  useEffect(() => {
    const el = list.current;
    if (!el || count === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.banner;
          if (entry.isIntersecting && id) log.current.see(id);
        }
      },
      { threshold: SEEN_RATIO },
    );
    el.querySelectorAll('[data-banner]').forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, [list, count]);
  useEffect(() => {
    const leave = () => flush();
    addEventListener('pagehide', leave);
    return () => {
      removeEventListener('pagehide', leave);
      leave();
    };
  }, []);
}

/**
 * BANR-03 CONST-29: turns the slides every 10,000 ms by scrolling the snap list, back to the start
 * after the last; never while the pointer or the focus is on it, the tab is hidden, or the
 * visitor asks for reduced motion.
 */
function useAutoplay(list: React.RefObject<HTMLUListElement | null>, count: number) {
  useEffect(() => {
    const el = list.current;
    if (!el || count < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      if (document.hidden || el.matches(':hover, :focus-within')) return;
      const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 8;
      el.scrollTo({ left: end ? 0 : el.scrollLeft + el.clientWidth, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [list, count]);
}

/**
 * The slider's autoplay and viewed-banners watcher as a component of its own, loaded after the
 * lobby's first paint (docs/decisions/047-lobby-first-load.md): it renders nothing.
 */
export default function SliderBehaviour({
  list,
  count,
  onLeave,
}: {
  list: React.RefObject<HTMLUListElement | null>;
  count: number;
  onLeave: (banners: string[]) => void;
}) {
  useAutoplay(list, count);
  useBannerViews(list, count, onLeave);
  return null;
}
