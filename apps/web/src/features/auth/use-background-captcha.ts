import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '../../api/server-api';
import { solveCaptcha } from './captcha';

/**
 * Solves a captcha in the background from the moment a form shows, so the form is usable at
 * once and the player's typing hides the work. `take()` answers that solution, waiting for it
 * when the player was faster (`ready` says whether it is there); a solution is spent by one
 * submit, so `renew()` starts the next after a refused one.
 */
export function useBackgroundCaptcha() {
  const pending = useRef<Promise<string | undefined> | null>(null);
  const [ready, setReady] = useState(false);
  const renew = useCallback(() => {
    setReady(false);
    const solving = solveCaptcha(browserApi());
    pending.current = solving;
    void solving.finally(() => {
      if (pending.current === solving) setReady(true);
    });
  }, []);
  useEffect(() => {
    if (!pending.current) renew();
  }, [renew]);
  const take = useCallback(async () => {
    const solving = pending.current ?? solveCaptcha(browserApi());
    pending.current = null;
    return solving;
  }, []);
  return { ready, take, renew };
}
