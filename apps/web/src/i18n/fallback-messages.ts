import type { Locale } from '@casino/contracts';

/**
 * The few texts shown when the page could not load its messages at all (the root error
 * boundary), shipped in the bundle for every locale.
 */
export const FALLBACK_MESSAGES: Record<Locale, { title: string; notFound: string; home: string }> = {
  en: { title: 'Something went wrong', notFound: 'Page not found', home: 'Back to the lobby' },
  'en-AU': { title: 'Something went wrong', notFound: 'Page not found', home: 'Back to the lobby' },
  'en-CA': { title: 'Something went wrong', notFound: 'Page not found', home: 'Back to the lobby' },
  'en-NZ': { title: 'Something went wrong', notFound: 'Page not found', home: 'Back to the lobby' },
  'en-KW': { title: 'Something went wrong', notFound: 'Page not found', home: 'Back to the lobby' },
  de: { title: 'Etwas ist schiefgelaufen', notFound: 'Seite nicht gefunden', home: 'Zurück zur Lobby' },
  'fr-CA': { title: 'Une erreur est survenue', notFound: 'Page introuvable', home: 'Retour au lobby' },
  no: { title: 'Noe gikk galt', notFound: 'Siden finnes ikke', home: 'Tilbake til lobbyen' },
  it: { title: 'Qualcosa è andato storto', notFound: 'Pagina non trovata', home: 'Torna alla lobby' },
  et: { title: 'Midagi läks valesti', notFound: 'Lehte ei leitud', home: 'Tagasi fuajeesse' },
};
