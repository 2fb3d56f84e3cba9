import type { Locale } from '@casino/contracts';
import auth from './auth';
import core from './core';
import shell from './shell';

/**
 * The shipped UI messages, one folder per domain (`<domain>/<locale>.json` and an index.ts
 * importing the ten files). A new domain adds its folder and one line here; a test checks
 * that every folder is listed, complete and really translated.
 */
export const MESSAGE_DOMAINS: Record<string, Record<Locale, Record<string, string>>> = {
  core,
  shell,
  auth,
};
