import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Role } from '../../domain/profile';
import { createAccount } from '../auth/accounts';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import { DEMO_REVIEWERS } from './reviews';

interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export const DEMO_OWNER: DemoPerson = {
  email: 'owner@demo.indianahalal.local',
  firstName: 'Yusuf',
  lastName: 'Rahman',
  role: 'business_owner',
};

export const DEMO_USER: DemoPerson = {
  email: 'user@demo.indianahalal.local',
  firstName: 'Aisha',
  lastName: 'Karim',
  role: 'user',
};

const reviewers: DemoPerson[] = DEMO_REVIEWERS.map((name, i) => ({
  email: `reviewer${i + 1}@demo.indianahalal.local`,
  ...name,
  role: 'user',
}));

export interface DemoAccounts {
  ownerId: string;
  userId: string;
  reviewerIds: string[];
  /** The accounts someone signs in with, to print once; accounts that already existed are left out. */
  signIns: { role: string; email: string; password: string }[];
}

/**
 * The owner and the plain user share `password`; reviewers only author reviews and get a password
 * nobody knows. An account left from an earlier, interrupted load is reused as it is.
 */
export async function createDemoAccounts(auth: Auth, db: Db, password: string): Promise<DemoAccounts> {
  const everyone = [DEMO_OWNER, DEMO_USER, ...reviewers];
  const existing = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(
      inArray(
        profiles.email,
        everyone.map((p) => p.email),
      ),
    );
  const idByEmail = new Map(existing.map((p) => [p.email, p.id]));
  const reviewerPassword = randomBytes(18).toString('base64url');
  const signIns: DemoAccounts['signIns'] = [];

  async function ensure(person: DemoPerson, signInPassword?: string): Promise<string> {
    const found = idByEmail.get(person.email);
    if (found) {
      if (person.role !== 'user') await db.update(profiles).set({ role: person.role }).where(eq(profiles.id, found));
      return found;
    }
    const id = await createAccount(auth, db, {
      ...person,
      password: signInPassword ?? reviewerPassword,
      verified: true,
    });
    if (signInPassword) signIns.push({ role: person.role, email: person.email, password: signInPassword });
    return id;
  }

  const ownerId = await ensure(DEMO_OWNER, password);
  const userId = await ensure(DEMO_USER, password);
  const reviewerIds: string[] = [];
  for (const reviewer of reviewers) reviewerIds.push(await ensure(reviewer));
  return { ownerId, userId, reviewerIds, signIns };
}
