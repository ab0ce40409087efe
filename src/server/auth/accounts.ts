import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../domain/profile';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import type { Auth } from './auth';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: Role;
  verified?: boolean;
}

/**
 * Creates an account directly (no sign-up mail): for the admin from ADMIN_EMAIL, demo data and
 * test factories. Goes through better-auth's adapter, so the same hooks and password hashing apply.
 */
export async function createAccount(auth: Auth, db: Db, account: NewAccount): Promise<string> {
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    {
      email: account.email.toLowerCase(),
      name: `${account.firstName} ${account.lastName}`,
      firstName: account.firstName,
      lastName: account.lastName,
      emailVerified: account.verified ?? true,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    // Not through the request queue (auth/password-hashing.ts): demo data and tests make many at once.
    password: await hashPassword(account.password),
  });
  if (account.role && account.role !== 'user') {
    await db.update(profiles).set({ role: account.role }).where(eq(profiles.id, user.id));
  }
  return user.id;
}

/** ADMIN_EMAIL + ADMIN_PASSWORD: create that verified admin, or promote the existing account. */
export async function ensureAdmin(auth: Auth, db: Db, admin: { email: string; password: string }) {
  const email = admin.email.toLowerCase();
  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  if (existing) {
    await db
      .update(profiles)
      .set({ role: 'admin', emailVerified: true, banned: false })
      .where(eq(profiles.id, existing.id));
    return { id: existing.id, created: false };
  }
  const id = await createAccount(auth, db, {
    email,
    password: admin.password,
    firstName: 'Site',
    lastName: 'Admin',
    role: 'admin',
  });
  return { id, created: true };
}
