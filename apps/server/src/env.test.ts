import { describe, expect, it } from 'vitest';
import { DEV_SESSION_SECRET, parseEnv } from './env';

const SECRET = 'a-production-secret-of-at-least-32-chars';

describe('parseEnv', () => {
  it('defaults every variable for development', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      SEED_DEMO: true,
      OUTBOX_DISPATCH: 'on',
      WEB: 'on',
      BODY_LIMIT_BYTES: 65536,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it('coerces numbers and booleans from their string form', () => {
    const env = parseEnv({
      PORT: '8080',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      BODY_LIMIT_BYTES: '1024',
      OUTBOX_DISPATCH: 'off',
      WEB: 'off',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: true,
      SEED_DEMO: false,
      BODY_LIMIT_BYTES: 1024,
      OUTBOX_DISPATCH: 'off',
      WEB: 'off',
    });
  });

  it('requires SESSION_SECRET in production on a PostgreSQL server and accepts one of 32 characters or more', () => {
    const url = 'postgres://db.internal:5432/casino';
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: url })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    // The embedded single-process setup generates and keeps its own (platform/secret-file.ts).
    expect(parseEnv({ NODE_ENV: 'production' }).SESSION_SECRET).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).SESSION_SECRET).toBe(SECRET);
    // Development and tests run without one; the services fall back to the development secret.
    expect(parseEnv({ NODE_ENV: 'test' }).SESSION_SECRET).toBeUndefined();
    expect(DEV_SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses malformed values and names each offending variable', () => {
    const attempt = () =>
      parseEnv({ PORT: '70000', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud', TRUST_PROXY: 'yes', NODE_ENV: 'staging' });
    expect(attempt).toThrow(/Invalid environment/);
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'TRUST_PROXY', 'NODE_ENV'])
      expect(attempt).toThrow(new RegExp(`${name}:`));
  });
});
