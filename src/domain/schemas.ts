import { z } from 'zod';

// Request bodies shared by the server (validation) and the web app (forms).

const personName = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');

export const profileUpdateInput = z.strictObject({
  firstName: personName,
  lastName: personName,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;
