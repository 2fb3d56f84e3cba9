import type { playerFieldsResponseSchema } from '@casino/contracts';
import type { z } from 'zod';

type Field = z.infer<typeof playerFieldsResponseSchema>['contexts']['registration'][number];
const f = (field: string, type: Field['type'], required = true): Field => ({ field, type, required });

const personal = [
  f('first_name', 'string'),
  f('last_name', 'string'),
  f('date_of_birth', 'date'),
  f('mobile_phone', 'phone'),
  f('country', 'country'),
  f('city', 'string'),
  f('address', 'string'),
  f('postal_code', 'string'),
];

/** Which profile fields each context asks for (PROF-05/06). */
export const DEFAULT_PLAYER_FIELDS: z.infer<typeof playerFieldsResponseSchema> = {
  contexts: {
    registration: [
      f('email', 'email'),
      f('password', 'password'),
      f('currency', 'currency'),
      f('country', 'country'),
      f('receive_promos', 'boolean', false),
    ],
    deposit: personal,
    cashout: personal,
    edition: [...personal, f('nickname', 'string', false), f('gender', 'select', false), f('state', 'string', false)],
    // Who plays for real money, and whether they may: name and age for the age check and the
    // providers' player reports, country for the licence (docs/decisions/016-provider-fields.md).
    provider: [f('first_name', 'string'), f('last_name', 'string'), f('date_of_birth', 'date'), f('country', 'country')],
  },
};
