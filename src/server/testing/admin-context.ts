import { categoryId } from './factories';
import { createTestContext } from './harness';

/**
 * Where an admin's stories start: the app on a fresh database, an admin signed in, and the id of the
 * restaurants category the admin adds listings to. Close `t` after the file's tests.
 */
export async function createAdminTestContext() {
  const t = await createTestContext();
  const admin = await t.givenSignedIn({ role: 'admin' });
  const restaurants = await categoryId(t.db, 'restaurants');
  return { t, admin, restaurants };
}
