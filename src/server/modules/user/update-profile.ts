// Settings → profile: names and the time zone that decides the user's "today".
import { eq } from 'drizzle-orm';
import { canonicalTimeZone, type UpdateProfileBody } from '../../../shared/api/auth';
import type { Database } from '../../db/connection';
import { type UserRow, users } from '../../db/schema';

export async function updateProfile(options: {
  db: Database;
  userId: string;
  input: UpdateProfileBody;
}): Promise<UserRow> {
  const { input } = options;
  const changes = {
    ...(input.first_name !== undefined && { firstName: input.first_name }),
    ...(input.last_name !== undefined && { lastName: input.last_name }),
    ...(input.time_zone !== undefined && { timeZone: canonicalTimeZone(input.time_zone) }),
  };
  const query =
    Object.keys(changes).length > 0
      ? options.db.update(users).set(changes).where(eq(users.id, options.userId)).returning()
      : options.db.select().from(users).where(eq(users.id, options.userId));
  const [user] = await query;
  if (!user) throw new Error(`user ${options.userId} vanished during a guarded request`);
  return user;
}
