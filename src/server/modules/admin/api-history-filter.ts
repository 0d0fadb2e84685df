// The API history's filters, shared by the list and its totals. status 'success' is a 2xx answer,
// 'error' anything else (a 429, a 5xx, or a call that never got an answer). user is an email, any
// case, matched whole: staff pick a user, they do not search.
import { and, between, eq, notBetween, type SQL, sql } from 'drizzle-orm';
import type { ApiCallType } from '../../../shared/api/settings';
import { apiCalls, users } from '../../db/schema';

export interface ApiHistoryFilter {
  type?: ApiCallType;
  status?: 'success' | 'error';
  user?: string;
}

export function apiHistoryWhere(filter: ApiHistoryFilter): SQL | undefined {
  const email = filter.user?.trim();
  return and(
    filter.type ? eq(apiCalls.type, filter.type) : undefined,
    filter.status === 'success' ? between(apiCalls.statusCode, 200, 299) : undefined,
    filter.status === 'error' ? notBetween(apiCalls.statusCode, 200, 299) : undefined,
    // One id at most (emails are unique by lower(email), which is indexed): the planner then walks
    // the (user_id, created_at) index. No such user: null, which matches no call.
    email
      ? eq(
          apiCalls.userId,
          sql`(select ${users.id} from ${users} where lower(${users.email}) = lower(${email}))`,
        )
      : undefined,
  );
}
