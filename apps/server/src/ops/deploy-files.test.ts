import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseEnv } from '../env';
import { REPO_ROOT } from '../test/processes';

/**
 * The container files cannot be built here (no container engine; .ci/run builds the image where
 * one runs), so this checks that they agree with each other and with the code.
 */
const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const dockerfile = read('Dockerfile');
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const nginx = read('deploy/nginx.conf');
const rootPackage = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

interface ComposeService {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, unknown>;
  volumes?: string[];
  ports?: string[];
}

/** The instructions of a Dockerfile (continuation lines joined), as [keyword, rest]. */
function instructions(text: string): [string, string][] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return [keyword.toUpperCase(), rest.join(' ')];
    });
}

/** Compose's ${VAR:-default} and ${VAR:?message} as `docker compose up` resolves them with VAR set. */
function interpolate(value: string): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, _name: string, kind?: string, rest?: string) =>
    kind === '-' ? (rest ?? '') : 'x'.repeat(40),
  );
}

/** What an app process of compose would read: the image's NODE_ENV=production, then compose's variables. */
function appEnvironment(service: ComposeService): Record<string, string> {
  return Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]));
}

const steps = instructions(dockerfile);
const last = (keyword: string) => steps.filter(([k]) => k === keyword).at(-1)?.[1] ?? '';
const appServices = Object.entries(compose.services).filter(([, service]) => service.build === '.');

describe('Dockerfile', () => {
  it('builds in two stages on node:24-bookworm-slim and runs as a user other than root', () => {
    const froms = steps.filter(([k]) => k === 'FROM').map(([, rest]) => rest);
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const from of froms) expect(from).toMatch(/^node:24-bookworm-slim\b/);
    expect(steps.some(([k, rest]) => k === 'COPY' && rest.startsWith('--from=build'))).toBe(true);
    const user = last('USER');
    expect(user).not.toBe('');
    expect(user).not.toMatch(/^(root|0)(:|$)/);
  });

  it('starts what npm run serve starts, under tini, on the default port, with a /readyz health check', () => {
    const cmd = JSON.parse(last('CMD')) as string[];
    expect(rootPackage.scripts['serve']).toBe(`exec ${cmd.join(' ')}`);
    expect(JSON.parse(last('ENTRYPOINT'))).toEqual(['/usr/bin/tini', '--']);
    expect(dockerfile).toMatch(/apt-get install[^\n]*tini/);
    const defaultPort = parseEnv({}).PORT;
    expect(last('EXPOSE')).toBe(String(defaultPort));
    const env = last('ENV');
    expect(env).toContain(`PORT=${defaultPort}`);
    expect(env).toContain('NODE_ENV=production');
    expect(last('HEALTHCHECK')).toContain('/readyz');
  });

  it('has a .dockerignore that keeps installed and built files and local data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', 'apps/server/dist', 'apps/web/build', 'data', '.env', '.git']) {
      expect(ignored).toContain(entry);
    }
  });
});

describe('compose.yaml', () => {
  it('runs two app processes of this image, PostgreSQL, Redis and a proxy', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['proxy', 'postgres', 'redis']));
  });

  it('gives every app process a production environment env.ts accepts, on the postgres and redis services', () => {
    for (const [, service] of appServices) {
      const environment = appEnvironment(service);
      expect(environment['SESSION_SECRET']).toBeDefined();
      const env = parseEnv({ NODE_ENV: 'production', ...environment });
      expect(new URL(env.DATABASE_URL ?? '').hostname).toBe('postgres');
      expect(new URL(env.REDIS_URL ?? '').hostname).toBe('redis');
      expect(env.TRUST_PROXY).toBe(true);
      expect(service.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${env.PORT}/readyz`);
      expect(Object.keys(service.depends_on ?? {})).toEqual(expect.arrayContaining(['postgres', 'redis']));
    }
  });

  it('mounts the nginx configuration, whose upstreams are the app services on their port, with websocket upgrades on /realtime', () => {
    const proxy = compose.services['proxy'];
    const mount = proxy?.volumes?.find((v) => v.includes('nginx'));
    const source = mount?.split(':')[0] ?? '';
    expect(existsSync(join(REPO_ROOT, source))).toBe(true);
    expect(source.replace(/^\.\//, '')).toBe('deploy/nginx.conf');

    const expected = appServices.map(([name, service]) => `${name}:${parseEnv(appEnvironment(service)).PORT}`);
    const upstreams = [...nginx.matchAll(/upstream\s+(\w+)\s*\{([^}]*)\}/g)];
    expect(upstreams.length).toBeGreaterThan(0);
    for (const [, , body] of upstreams) {
      expect([...(body ?? '').matchAll(/server\s+([\w.-]+:\d+)/g)].map((m) => m[1])).toEqual(expected);
    }
    const realtime = /location\s+\/realtime\s*\{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(realtime).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade;/);
    expect(realtime).toMatch(/proxy_set_header\s+Connection\s+\$connection_upgrade;/);
    expect(realtime).toContain('proxy_http_version 1.1;');
    expect(Object.keys(proxy?.depends_on ?? {})).toEqual(appServices.map(([name]) => name));
  });
});

describe('.ci/run', () => {
  it('builds the image when a container engine answers, and says it skipped it otherwise', () => {
    const ci = read('.ci/run');
    expect(ci).toMatch(/if docker info >\/dev\/null 2>&1; then\s+docker build/);
    expect(ci).toContain('image build skipped');
  });
});
