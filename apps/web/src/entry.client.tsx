import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { primeMessages } from './i18n/messages';

// The page names its catalogue (locale and bucket) instead of carrying it: load it (the
// preload in the head has usually fetched it already), then hydrate with the same texts the
// server rendered.
const root = document.documentElement;
const bucket = root.dataset['messagesBucket'];
const ready = bucket === undefined ? Promise.resolve() : primeMessages(root.lang, Number(bucket));

void ready.then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
