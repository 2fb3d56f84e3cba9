// react-i18next imports useSyncExternalStore from the React 17 shim; React 19 has it built in,
// so the shim's fallback implementation (and its CommonJS wrapper) stays out of the bundle.
export { useSyncExternalStore } from 'react';
