import type { Locale } from '@casino/contracts';
import account from './account';
import adventures from './adventures';
import auth from './auth';
import competitions from './competitions';
import core from './core';
import desk from './desk';
import games from './games';
import gifts from './gifts';
import jackpots from './jackpots';
import limits from './limits';
import lotteries from './lotteries';
import loyalty from './loyalty';
import notifications from './notifications';
import payments from './payments';
import play from './play';
import promotions from './promotions';
import reports from './reports';
import shell from './shell';
import staffAccess from './staff_access';
import support from './support';
import uploads from './uploads';
import verification from './verification';
import vip from './vip';
import wheels from './wheels';

/**
 * The shipped UI messages, one folder per domain (`<domain>/<locale>.json` and an index.ts
 * importing the ten files). A new domain adds its folder and one line here; a test checks
 * that every folder is listed, complete and really translated.
 */
export const MESSAGE_DOMAINS: Record<string, Record<Locale, Record<string, string>>> = {
  core,
  shell,
  auth,
  account,
  games,
  payments,
  play,
  limits,
  notifications,
  gifts,
  competitions,
  loyalty,
  jackpots,
  lotteries,
  adventures,
  promotions,
  support,
  staff_access: staffAccess,
  uploads,
  verification,
  vip,
  wheels,
  desk,
  reports,
};
