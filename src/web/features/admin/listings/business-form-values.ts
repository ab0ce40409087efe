import { ALCOHOL_POLICIES, HALAL_LEVELS, keysOf, PORK_ANSWERS, SLAUGHTER_METHODS } from '../../../../domain/halal';
import { LIMITS } from '../../../../domain/limits';
import { adminBusinessInput, halalProfileInput } from '../../../../domain/schemas';
import { z } from '../../../../domain/zod';
import type { AdminBusiness } from '../admin-queries';

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
const halalFormInput = z
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

/**
 * The dialogs' schema: the one the server validates POST and PATCH /api/admin/businesses with, its
 * halal profile always sent (saving replaces the business's own profile; one stating nothing is removed).
 */
export const businessFormInput = adminBusinessInput.extend({ halal: halalFormInput });

/** What the Add Restaurant and Edit dialogs edit, before the schema trims and defaults it. */
export type BusinessFormValues = z.input<typeof businessFormInput>;
export type HalalFormValues = BusinessFormValues['halal'];
/** What a save sends: the body of POST and PATCH /api/admin/businesses. */
export type BusinessFormBody = z.output<typeof businessFormInput>;

/** The stored answer when it is one of `words`, else `fallback` (the API's columns are plain text). */
function answerOf<K extends string>(words: Record<K, string>, value: string | null | undefined, fallback: K): K {
  return value != null && Object.hasOwn(words, value) ? (value as K) : fallback;
}

/** The business-wide profile's answers for Edit; all 'Not stated' when it has none (and for Add). */
function halalFormValues(profile: AdminBusiness['halalProfile'] | undefined): HalalFormValues {
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
    certificateExpiresOn: profile?.certificateExpiresOn ?? '',
  };
}

/**
 * Empty for Add Restaurant (state IN, SPEC §9); the listing's current fields for Edit. Where it is comes
 * from its primary location, the place the public page and the owner's Locations tab show (the
 * business's own address fields only when it has none), since saving writes it there.
 */
export function businessFormValues(business?: AdminBusiness): BusinessFormValues {
  const place = business?.locations.find((l) => l.isPrimary) ?? business;
  return {
    name: business?.name ?? '',
    categoryId: business?.categoryId ?? '',
    description: business?.description ?? '',
    phone: business?.phone ?? '',
    email: business?.email ?? '',
    websiteUrl: business?.websiteUrl ?? '',
    instagram: business?.instagram ?? '',
    imageUrl: business?.imageUrl ?? '',
    address: place?.address ?? '',
    city: place?.city ?? '',
    state: place?.state || LIMITS.defaultState,
    zip: place?.zip ?? '',
    halal: halalFormValues(business?.halalProfile),
  };
}

/** The form field a server error names: the certifying body is one select for the list and 'Other'. */
export function formFieldOf(serverField: string): string {
  return serverField === 'halal.certifierId' ? 'halal.certifier' : serverField;
}
