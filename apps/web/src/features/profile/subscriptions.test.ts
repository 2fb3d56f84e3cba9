import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../api/http';
import { SUBSCRIBE_TOASTS, subscribeToPromos } from './subscriptions';
import { subscriptionsKey } from '../../common/player/subscriptions';

// The API's side of GET and PUT /api/subscriptions as the contract describes it.
let server: Server;
let origin = '';
let stored = { receive_promos: false, receive_sms_promos: false };
let failPut = false;
const puts: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'PUT') {
        puts.push(JSON.parse(body));
        if (failPut) return void res.writeHead(422, { 'content-type': 'application/json' }).end('{"errors":{}}');
        stored = { ...stored, ...(JSON.parse(body) as object) };
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stored));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  stored = { receive_promos: false, receive_sms_promos: false };
  failPut = false;
  puts.length = 0;
});

const api = () => createHttpClient({ baseURL: origin, retryDelay: () => 1 });

describe('promo subscription click', () => {
  it('PROF-08 turns receive_promos on with PUT /api/subscriptions and answers the success toast', async () => {
    const queryClient = new QueryClient();
    expect(await subscribeToPromos(api(), queryClient)).toBe('received');
    expect(puts).toEqual([{ receive_promos: true }]);
    expect(queryClient.getQueryData(subscriptionsKey)).toEqual({ receive_promos: true, receive_sms_promos: false });
    expect(SUBSCRIBE_TOASTS.received).toEqual({ kind: 'success', key: 'profile.subscriptions.received' });
  });

  it('PROF-09 already subscribed: the info toast, and nothing is sent', async () => {
    stored.receive_promos = true;
    // A stale cache saying "off" is not trusted: the flags are read again.
    const queryClient = new QueryClient();
    queryClient.setQueryData(subscriptionsKey, { receive_promos: false, receive_sms_promos: false });
    expect(await subscribeToPromos(api(), queryClient)).toBe('already');
    expect(puts).toEqual([]);
    expect(SUBSCRIBE_TOASTS.already).toEqual({ kind: 'info', key: 'profile.subscriptions.already' });
  });

  it('PROF-08 a refused change gives the warning toast "something went wrong"', async () => {
    failPut = true;
    expect(await subscribeToPromos(api(), new QueryClient())).toBe('failed');
    expect(SUBSCRIBE_TOASTS.failed).toEqual({ kind: 'warning', key: 'profile.subscriptions.failed' });
  });
});
