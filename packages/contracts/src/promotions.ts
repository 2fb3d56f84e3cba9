import { z } from 'zod';
import { bannerSchema } from './config';
import { LOCALES } from './locales';
import { tournamentStatus, type TournamentStatus } from './tournaments';

/**
 * The promotions shop window (docs/decisions/058-promotions-pages.md): the lobby's banners as a
 * viewer sees them, the promo items of /promotions, the activity hub, and the operator's edits.
 */

/** BANR-08: a promo's status, derived from the clock like a tournament's. */
export type PromoStatus = TournamentStatus;
export function promoStatus(startAt: string, endAt: string, now: Date): PromoStatus {
  return tournamentStatus(new Date(startAt), new Date(endAt), now);
}

const isoInstant = z.iso.datetime({ offset: true });
const identifier = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, 'lower-case letters, digits, "-" or "_"');
const text = (max: number) => z.string().trim().min(1).max(max);

/** What a promo item links to: a tournament, quest or lottery by frontend identifier, the shop, the gifts page, or a path. */
export const PROMO_KINDS = ['tournament', 'quest', 'lottery', 'shop', 'gift', 'link'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

const promoTextsSchema = z
  .object({ title: text(120), description: text(400), text_times: z.string().trim().max(120).default('') })
  .strict();

/** A promo item as the operator keeps it (BANR-07): one entry, its texts per locale. */
export const promoItemSchema = z
  .object({
    id: z.number().int().positive().max(1_000_000),
    frontend_identifier: identifier,
    kind: z.enum(PROMO_KINDS),
    target: z.string().trim().max(200),
    image: z.string().trim().max(300),
    start_at: isoInstant,
    end_at: isoInstant,
    group_ids: z.array(z.number().int().positive()).max(50),
    order: z.number().int().min(0).max(10_000),
    published: z.boolean(),
    texts: z.partialRecord(z.enum(LOCALES), promoTextsSchema),
  })
  .strict()
  .refine((item) => Date.parse(item.start_at) < Date.parse(item.end_at), {
    path: ['end_at'],
    message: 'must be after start_at',
  })
  .refine((item) => item.kind === 'shop' || item.kind === 'gift' || item.target.length > 0, {
    path: ['target'],
    message: 'required',
  });
export type PromoItem = z.infer<typeof promoItemSchema>;
export const promoItemsStoreSchema = z.object({ items: z.array(promoItemSchema) });

/** A promo item as a player sees it on /promotions, in the page's locale. */
export const promoCardSchema = z.object({
  frontend_identifier: z.string(),
  status: z.enum(['future', 'active', 'archive']),
  start_at: z.string(),
  end_at: z.string(),
  title: z.string(),
  description: z.string(),
  textTimes: z.string(),
  image: z.string(),
  kind: z.enum(PROMO_KINDS),
  url: z.string(),
});
export type PromoCard = z.infer<typeof promoCardSchema>;
export const promoListSchema = z.object({ data: z.array(promoCardSchema) });
export const promotionsQuerySchema = z.object({ locale: z.enum(LOCALES).optional() }).strict();

/** The activity hub (BANR-15, BANR-16): what runs for this player now. */
export const activityHubSchema = z.object({
  tournaments: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      frontend_identifier: z.string(),
      end_at: z.string(),
      place: z.number().int().nullable(),
    }),
  ),
  quests: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      frontend_identifier: z.string(),
      end_at: z.string(),
      level: z.number().int(),
    }),
  ),
  gifts_waiting: z.number().int().nonnegative(),
});
export type ActivityHub = z.infer<typeof activityHubSchema>;

/** The operator's banner document of one locale, checked beyond the stored schema. */
export const bannersEditSchema = z
  .object({ banners: z.array(bannerSchema).max(60) })
  .strict()
  .refine((doc) => new Set(doc.banners.map((b) => b.id)).size === doc.banners.length, {
    path: ['banners'],
    message: 'ids must be unique',
  })
  .refine((doc) => doc.banners.every((b) => !b.timer || Date.parse(b.timer.start_at) < Date.parse(b.timer.end_at)), {
    path: ['banners'],
    message: 'a timer must end after it starts',
  });
export const staffBannersQuerySchema = z.object({ locale: z.enum(LOCALES) }).strict();
/** The banners of a locale, and per locale the English banners it lacks (missing translations). */
export const staffBannersSchema = z.object({
  banners: z.array(bannerSchema),
  missing: z.partialRecord(z.enum(LOCALES), z.array(z.string())),
});
/** Every promo item, each with the locales that have no texts yet. */
export const staffPromoItemsSchema = z.object({
  items: z.array(z.object({ item: promoItemSchema, missing_locales: z.array(z.enum(LOCALES)) })),
});
export const promoItemParamsSchema = z.object({ id: z.coerce.number().int().positive().max(1_000_000) }).strict();

/** A link or image of the showcase: a path of the site or an https address. */
const href = z
  .string()
  .trim()
  .max(300)
  .regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'a path starting with / or an https address');

/** CMS-10: an award the casino won or was nominated for; the prize 'winner' is highlighted. */
export const awardSchema = z
  .object({
    name: text(120),
    nomination: text(160),
    prize: text(60),
    year: z.number().int().min(1990).max(2100),
    imgUrl: href,
  })
  .strict();
export type Award = z.infer<typeof awardSchema>;

/** CMS-11: an article about the casino. */
export const articleSchema = z
  .object({
    url: href.pipe(z.string().min(1)),
    date: z.iso.date(),
    title: text(200),
    img: href,
    imgAlt: z.string().trim().max(200),
  })
  .strict();
export type Article = z.infer<typeof articleSchema>;

/** The awards and articles of a locale (the showcase of /promotions and /awards). */
export const showcaseSchema = z
  .object({ awards: z.array(awardSchema).max(100), articles: z.array(articleSchema).max(200) })
  .strict();
export type Showcase = z.infer<typeof showcaseSchema>;
/** The stored document: a showcase per locale; a locale without one shows the English one. */
export const showcaseStoreSchema = z.object({ locales: z.partialRecord(z.enum(LOCALES), showcaseSchema) });
export type ShowcaseStore = z.infer<typeof showcaseStoreSchema>;
/** The operator's view of a locale's showcase, with the locales that have none of their own yet. */
export const staffShowcaseSchema = showcaseSchema.extend({ missing_locales: z.array(z.enum(LOCALES)) });
