import { GROUPS, PRIVATE_CHANNELS, REALTIME_PATH, isLocale, type Manager, type Player } from '@casino/contracts';
import { PLAYER_STATUSES } from '../seed/reference';
import type { players } from './tables';

type PlayerRow = typeof players.$inferSelect;

/** The VIP level groups, lowest first. */
export const VIP_GROUPS: readonly number[] = [
  GROUPS.vipBronze,
  GROUPS.vipSilver,
  GROUPS.vipGold,
  GROUPS.vipPlatinum,
  GROUPS.vipDiamond,
];

/** ISO date (YYYY-MM-DD) to the DD/MM/YYYY of the form rule. */
function isoToBirthday(iso: string | null): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : null;
}

/** Whether the player accepted the terms in effect: at all, and not before the current ones took effect (AUTH-22). */
function termsAccepted(acceptedAt: Date | null, inEffectSince: Date | null): boolean {
  return acceptedAt !== null && (inEffectSince === null || acceptedAt >= inEffectSince);
}

/** The Player answer of GET /api/player (requirements §core-3) from the row and what other tables know. */
export function playerView(
  row: PlayerRow,
  extra: {
    groups: number[];
    twoFactorEnabled: boolean;
    manager?: Manager | null;
    /** When the current terms took effect, if they have (project config `terms_version`). */
    termsInEffectSince?: Date | null;
  },
): Player {
  const status = PLAYER_STATUSES.find((s) => s.id === row.statusId);
  const locale = isLocale(row.locale) ? row.locale : 'en';
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    nickname: row.nickname,
    date_of_birth: isoToBirthday(row.dateOfBirth),
    gender: row.gender,
    country: row.country,
    city: row.city,
    address: row.address,
    postal_code: row.postalCode,
    state: row.state,
    mobile_phone: row.mobilePhone,
    personal_id: row.personalId,
    receive_promos: row.receivePromos,
    receive_sms_promos: row.receiveSmsPromos,
    currency: row.currency,
    language: locale.split('-')[0] ?? 'en',
    locale,
    statuses: status ? [status] : [],
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    current_sign_in_at: row.currentSignInAt?.toISOString() ?? null,
    deposit_bonus_code: row.depositBonusCode,
    can_issue_bonuses: row.canIssueBonuses,
    autoregistered: row.autoregistered,
    // Autologin links are not issued: a link that signs in by itself would bypass two-factor.
    autologin_link: null,
    verified: row.verified,
    sumsub_verified: row.sumsubVerified,
    license_name: row.licenseName,
    sow_questionnaire_expires_at: row.sowQuestionnaireExpiresAt?.toISOString() ?? null,
    two_factor_enabled: extra.twoFactorEnabled,
    auth_fields_missed: termsAccepted(row.termsAcceptedAt, extra.termsInEffectSince ?? null) ? [] : ['terms_acceptance'],
    profession: row.profession,
    groups: [...extra.groups].sort((a, b) => a - b),
    // Loyalty levels belong to the promotions domain; a new player starts at the first.
    level: 'level_1',
    vip: extra.groups.some((g) => VIP_GROUPS.includes(g)),
    // VIP-11: the manager of the player's VIP group, from the managers configuration.
    manager: extra.manager ?? null,
    cent: { path: REALTIME_PATH, channels: [...PRIVATE_CHANNELS] },
  };
}
