import { z } from 'zod';

// Request bodies shared by the server (validation) and the web app (forms).

const personName = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');

export const profileUpdateInput = z.strictObject({
  firstName: personName,
  lastName: personName,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Please enter a valid email address.'));

export const listingQuery = z.object({
  category: z.string().trim().max(100).optional(),
  q: z.string().max(200).optional(),
  city: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(12),
});

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const subscribeInput = z.strictObject({ email });

export const contactInput = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100),
  email,
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
export type ContactInput = z.infer<typeof contactInput>;
