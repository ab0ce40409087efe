import type { InferResponseType } from 'hono/client';
import { ALCOHOL_POLICIES, HALAL_LEVELS, keysOf, PORK_ANSWERS, SLAUGHTER_METHODS } from '../../../domain/halal';
import { halalProfileInput } from '../../../domain/schemas';
import { z } from '../../../domain/zod';
import type { api } from '../../lib/api';

// Issue 16: a halal profile as the forms edit it (the admins' dialogs, the owner's dashboard, the
// submission), and the profile a form starts from.

/** A stored profile's answers, as the admins' moderation list returns them (plain text columns). */
export type StoredHalalProfile = Pick<
  NonNullable<InferResponseType<typeof api.api.admin.businesses.$get, 200>['items'][number]['halalProfile']>,
  | 'level'
  | 'chicken'
  | 'beef'
  | 'lambGoat'
  | 'otherMeat'
  | 'alcohol'
  | 'pork'
  | 'prayerSpace'
  | 'muslimOwned'
  | 'certifierId'
  | 'certifierOther'
  | 'certificateUrl'
  | 'certificateExpiresOn'
>;

/** What a select shows for a fact not given (a select's items cannot have an empty value). */
export const NOT_STATED = 'not_stated';
/** The certifying body choice for one not on the list, named in its own field. */
export const OTHER_CERTIFIER = 'other';

const slaughter = z.enum(keysOf(SLAUGHTER_METHODS));

/**
 * Issue 16: the halal details as the dialog edits them. The level and the certifying body read
 * 'Not stated' for none; the body is one of the list, 'Other' (named in `certifierOther`) or none; the
 * Muslim-owned box is 'yes' when ticked and 'Not stated' when not, never "no".
 */
export const halalFormInput = z
  .object({
    level: z.enum([NOT_STATED, ...keysOf(HALAL_LEVELS)]),
    chicken: slaughter,
    beef: slaughter,
    lambGoat: slaughter,
    otherMeat: slaughter,
    alcohol: z.enum(keysOf(ALCOHOL_POLICIES)),
    pork: z.enum(keysOf(PORK_ANSWERS)),
    prayerSpace: z.boolean(),
    muslimOwned: z.boolean(),
    certifier: z.string(),
    certifierOther: z.string(),
    /** The certificate file on record, carried through unchanged unless replaced. */
    certificateUrl: z.string(),
    certificateExpiresOn: z.string(),
  })
  .transform(
    ({ level, muslimOwned, certifier, certifierOther, ...facts }): z.input<typeof halalProfileInput> => ({
      ...facts,
      level: level === NOT_STATED ? null : level,
      muslimOwned: muslimOwned ? 'yes' : 'not_stated',
      certifierId: certifier === NOT_STATED || certifier === OTHER_CERTIFIER ? null : certifier,
      certifierOther: certifier === OTHER_CERTIFIER ? certifierOther : null,
    }),
  )
  .pipe(halalProfileInput);

/** What a form edits of a halal profile, before the schema trims and defaults it. */
export type HalalFormValues = z.input<typeof halalFormInput>;

/** The stored answer when it is one of `words`, else `fallback` (the API's columns are plain text). */
function answerOf<K extends string>(words: Record<K, string>, value: string | null | undefined, fallback: K): K {
  return value != null && Object.hasOwn(words, value) ? (value as K) : fallback;
}

/** A stored profile's answers for a form; all 'Not stated' when there is none (a new listing). */
export function halalFormValues(profile: StoredHalalProfile | null | undefined): HalalFormValues {
  const method = (value: string | undefined) => answerOf(SLAUGHTER_METHODS, value, 'not_stated');
  let certifier = NOT_STATED;
  if (profile?.certifierId) certifier = profile.certifierId;
  else if (profile?.certifierOther) certifier = OTHER_CERTIFIER;
  return {
    level: answerOf({ [NOT_STATED]: '', ...HALAL_LEVELS }, profile?.level, NOT_STATED),
    chicken: method(profile?.chicken),
    beef: method(profile?.beef),
    lambGoat: method(profile?.lambGoat),
    otherMeat: method(profile?.otherMeat),
    alcohol: answerOf(ALCOHOL_POLICIES, profile?.alcohol, 'not_stated'),
    pork: answerOf(PORK_ANSWERS, profile?.pork, 'not_stated'),
    prayerSpace: profile?.prayerSpace ?? false,
    muslimOwned: profile?.muslimOwned === 'yes',
    certifier,
    certifierOther: profile?.certifierOther ?? '',
    certificateUrl: profile?.certificateUrl ?? '',
    certificateExpiresOn: profile?.certificateExpiresOn ?? '',
  };
}

/** The form field a server error names: the certifying body is one select for the list and 'Other'. */
export function formFieldOf(serverField: string): string {
  return serverField === 'halal.certifierId' ? 'halal.certifier' : serverField;
}
