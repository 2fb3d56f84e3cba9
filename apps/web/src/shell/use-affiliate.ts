import { AFFILIATE_COOKIE_MAX_AGE_S } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { browserApi } from '../api/server-api';
import { configQuery } from '../common/config/api';
import { chooseAffiliate, STAG_COOKIE } from './affiliate';
import { readCookie, writeCookie } from './cookies';

/** Writes the partner-stag and partner-affb_id cookies (30 days) from the query or the referrer (CONF-06). */
export function useAffiliateCookies(): void {
  const location = useLocation();
  const config = useQuery(configQuery(browserApi(), 'stag-by-referrer-name'));
  useEffect(() => {
    if (config.isPending) return;
    const cookies = chooseAffiliate({
      query: new URLSearchParams(location.search),
      currentStag: readCookie(document.cookie, STAG_COOKIE),
      referrer: document.referrer,
      config: config.data,
    });
    for (const [name, value] of Object.entries(cookies)) writeCookie(name, value, AFFILIATE_COOKIE_MAX_AGE_S);
  }, [location.search, config.isPending, config.data]);
}
