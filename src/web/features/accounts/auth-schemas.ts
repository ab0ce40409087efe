import { LIMITS } from '../../../domain/limits';
import { z } from '../../../domain/zod';
import { msg } from '../../lib/i18n';
import { AUTH_TEXTS } from './auth-error-message';

// SPEC §5 Signup and login: every field required, password at least 6 characters.
// The messages are English ids: the field shows them in the interface's language (FieldError translates).
const email = z.string().trim().min(1, msg('Email is required.')).pipe(z.email(AUTH_TEXTS.invalidEmail));

// The same rule wherever a password is chosen: at sign-up and when resetting it.
const newPassword = z
  .string()
  .min(1, msg('Password is required.'))
  .min(LIMITS.passwordMin, AUTH_TEXTS.passwordTooShort);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, msg('Password is required.')),
});

export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, msg('First name is required.')),
  lastName: z.string().trim().min(1, msg('Last name is required.')),
  email,
  password: newPassword,
});

/** SPEC §2 /profile Email Address: the new address, checked like the sign-in's, and (issue 29) the current password. */
export const emailChangeSchema = z.object({
  email,
  password: z.string().min(1, msg('Enter your current password to change your email.')),
});

/** Issue 29: a new password on the profile, with the current one. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, msg('Password is required.')),
    newPassword,
    confirmPassword: z.string().min(1, msg('Please confirm your new password.')),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: msg('Passwords do not match.'),
    path: ['confirmPassword'],
  });

/** The address a reset link or a new confirmation link is sent to. */
export const accountEmailSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, msg('Please confirm your new password.')),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: msg('Passwords do not match.'),
    path: ['confirmPassword'],
  });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type EmailChangeValues = z.infer<typeof emailChangeSchema>;
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
export type AccountEmailValues = z.infer<typeof accountEmailSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
