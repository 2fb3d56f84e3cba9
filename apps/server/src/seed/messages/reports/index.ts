import type { Locale } from '@casino/contracts';
import de from './de.json';
import en from './en.json';
import enAU from './en-AU.json';
import enCA from './en-CA.json';
import enKW from './en-KW.json';
import enNZ from './en-NZ.json';
import et from './et.json';
import frCA from './fr-CA.json';
import it from './it.json';
import no from './no.json';

/** The back office's reports and system page (docs/decisions/068-reports-and-system.md). */
const reports: Record<Locale, Record<string, string>> = {
  en,
  de,
  'en-AU': enAU,
  'en-CA': enCA,
  'en-NZ': enNZ,
  'fr-CA': frCA,
  no,
  it,
  et,
  'en-KW': enKW,
};
export default reports;
