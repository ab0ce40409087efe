import { LOCALES } from './locales';
import { z } from './zod';

/** PUT /api/locale: the language a person chose in the switcher. */
export const localeInput = z.strictObject({ locale: z.enum(LOCALES) });
export type LocaleInput = z.infer<typeof localeInput>;
