import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** A logger that writes nothing, for services built outside an app. */
export const silentLogger: FastifyBaseLogger = pino({ level: 'silent' });
