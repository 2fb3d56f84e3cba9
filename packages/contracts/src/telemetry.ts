import { z } from 'zod';
import { LOCALES } from './locales';

/** Client telemetry and contact calls: every one validated and bounded (API-076..085). */
const shortText = z.string().max(2000);

export const logRequestSchema = z
  .object({
    level: z.enum(['debug', 'info', 'warn', 'error']),
    code: z.string().max(120),
    message: shortText,
    context: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
  })
  .strict();

export const performanceRequestSchema = z
  .object({
    name: z.string().max(120),
    duration_ms: z.number().nonnegative().max(3_600_000),
    path: z.string().max(500).optional(),
  })
  .strict();

export const networkPerformanceRequestSchema = z
  .object({
    rtt: z.number().nonnegative().max(600_000),
    downlink: z.number().nonnegative().max(100_000),
    effectiveType: z.enum(['slow-2g', '2g', '3g', '4g']),
  })
  .strict();

export const metricsErrorsValidationRequestSchema = z
  .object({
    side: z.enum(['client', 'server']),
    component: z.string().max(120),
    errors: z.array(z.object({ key: z.string().max(120), message: z.string().max(500) }).strict()).max(50),
  })
  .strict();

export const utmMetricsSchema = z
  .object({
    utm_source: z.string().max(200).optional(),
    utm_medium: z.string().max(200).optional(),
    utm_campaign: z.string().max(200).optional(),
    utm_term: z.string().max(200).optional(),
    utm_content: z.string().max(200).optional(),
  })
  .strict();
export const utmRequestSchema = z.object({ utmMetrics: utmMetricsSchema }).strict();

export const PWA_EVENTS = [
  'prompt_shown',
  'install_accepted',
  'install_dismissed',
  'app_installed',
  'launched_standalone',
] as const;
/**
 * BANR-05: the promotion banners a visitor saw on the main page, sent when they leave it, each
 * by its frontend identifier, once.
 */
export const bannerViewsRequestSchema = z
  .object({
    locale: z.enum(LOCALES),
    banners: z
      .array(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/, 'not a banner identifier'))
      .min(1)
      .max(60)
      .refine((ids) => new Set(ids).size === ids.length, 'each banner once'),
  })
  .strict();

export const pwaEventRequestSchema = z.object({ event: z.enum(PWA_EVENTS) }).strict();

export const contactMessageRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'required').max(100),
    email: z.string().trim().email('invalid email').max(254),
    subject: z.string().trim().min(1, 'required').max(200),
    message: z.string().trim().min(10, 'too short').max(5000),
  })
  .strict();
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;
