import { z } from 'zod';
import { LIMITS } from '../../../domain/limits';
import { AUTH_TEXTS } from './auth-error-message';

// SPEC §5 Signup and login: every field required, password at least 6 characters.
const email = z.string().trim().min(1, 'Email is required.').pipe(z.email(AUTH_TEXTS.invalidEmail));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required.'),
});

export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required.'),
  lastName: z.string().trim().min(1, 'Last name is required.'),
  email,
  password: z.string().min(1, 'Password is required.').min(LIMITS.passwordMin, AUTH_TEXTS.passwordTooShort),
});

/** SPEC §2 /profile Email Address: the new address, checked like the sign-in's. */
export const emailChangeSchema = z.object({ email });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type EmailChangeValues = z.infer<typeof emailChangeSchema>;
