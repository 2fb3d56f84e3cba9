/**
 * The server's entry. It settles NODE_ENV before anything else is loaded, then starts the server
 * (server-start.ts).
 *
 * `__BUILD_NODE_ENV__` is set by the production build (tsup `define`): `node
 * apps/server/dist/main.js` runs in production unless NODE_ENV says otherwise. From the sources
 * (tsx) it is undefined: development. The environment variable itself is set, not only our
 * settings: React and the router pick their production or development build by
 * `process.env.NODE_ENV` when they are first loaded, and the server imports the router. Without
 * it the built server rendered every page with React's development build (checks and warnings on
 * every element, about 1.6 times the time of a lobby page).
 */
declare const __BUILD_NODE_ENV__: string | undefined;
const BUILD_NODE_ENV = typeof __BUILD_NODE_ENV__ === 'string' ? __BUILD_NODE_ENV__ : undefined;

if (BUILD_NODE_ENV && !process.env['NODE_ENV']) process.env['NODE_ENV'] = BUILD_NODE_ENV;
await import('./server-start');

export {};
