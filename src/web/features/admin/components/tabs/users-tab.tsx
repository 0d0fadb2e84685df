// Admin console: Users (docs/product.md §2): search by name or email, 20 per page, at most 5 page
// buttons, and per row View (the detail) and Suspend or Unsuspend. The search and the page live in
// the address (?search=ann&page=2), so a reload, a shared link or Back returns to the same list.
import { Search, UserX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_SEARCH_MAX_LENGTH, ADMIN_USERS_PAGE_SIZE } from '../../../../../shared/api/admin';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { inputClasses } from '../../../../components/ui/form-field';
import { useReportedFailure } from '../../../../lib/report-failure';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAdminUsers } from '../../api/get-admin-users';
import { formatCount } from '../../utils/formatting';
import { ListTotal } from '../list-total';
import { PagedList } from '../paged-list';
import { Pagination } from '../pagination';
import { useSuspensionDialog } from '../suspend-dialog';
import { TabHeader } from '../tab-header';
import { UserTable } from '../user-table';

/** Typing waits this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The search and page in the address, and a way to change them (empty ones are left out). */
function useListAddress() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').slice(0, ADMIN_SEARCH_MAX_LENGTH);
  const page = pageFrom(params.get('page'));
  const go = (next: { search: string; page: number }, replace: boolean) => {
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query, { replace });
  };
  return { search, page, go };
}

export default function UsersTab() {
  useDocumentTitle('Admin · Users');
  const searchId = useId();
  const { search, page, go } = useListAddress();
  const [draft, setDraft] = useState(search);
  const list = useAdminUsers(page, search);
  useReportedFailure(list.error, 'Could not load the user list');
  const suspension = useSuspensionDialog();

  // Back and Forward change the address: the box follows it (a trailing space being typed stays).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of address moves the box.
  useEffect(() => {
    if (draft.trim() !== search) setDraft(search);
  }, [search]);

  // A new search starts again at page 1; typing replaces the entry rather than adding one per key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text starts a new search.
  useEffect(() => {
    const wanted = draft.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => go({ search: wanted, page: 1 }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const data = list.data;
  const pagination = data?.pagination;
  const first = pagination ? (pagination.page - 1) * pagination.limit + 1 : 0;
  const last = pagination && data ? first + data.users.length - 1 : 0;

  return (
    <div className="space-y-6">
      <TabHeader
        title="Users"
        description="Find a customer by name or email, open their account, or suspend it."
        aside={
          pagination && (
            <ListTotal total={pagination.total} one="user" other="users">
              {search ? ' found' : ' in total'}
            </ListTotal>
          )
        }
      />

      <search className="relative block max-w-md">
        <label htmlFor={searchId} className="sr-only">
          Search users by name or email
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          name="search"
          value={draft}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search by name or email"
          autoComplete="off"
          className={`${inputClasses} pl-10`}
        />
      </search>

      <PagedList
        query={list}
        shown={data && { count: data.users.length, total: data.pagination.total }}
        page={page}
        icon={UserX}
        loading="Loading users"
        rows={8}
        failed="Could not load the users"
        onFirstPage={() => go({ search, page: 1 }, false)}
        empty={
          <EmptyState
            icon={UserX}
            title={search ? `No users match “${search}”` : 'No users yet'}
            description={
              search ? 'Try part of a name or an email address.' : 'Customers appear here once they sign up.'
            }
          />
        }
      >
        {() =>
          data && (
            <UserTable
              caption="Users"
              users={data.users}
              withScheduledToday
              actions={(user) => (
                <>
                  <ButtonLink
                    to={`/admin/users/${encodeURIComponent(user.id)}`}
                    variant="secondary"
                    size="sm"
                    aria-label={`View ${user.email}`}
                  >
                    View
                  </ButtonLink>
                  {user.suspended_at ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Unsuspend ${user.email}`}
                      onClick={() => suspension.ask('unsuspend', user)}
                    >
                      Unsuspend
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700! hover:bg-red-50"
                      aria-label={`Suspend ${user.email}`}
                      onClick={() => suspension.ask('suspend', user)}
                    >
                      Suspend
                    </Button>
                  )}
                </>
              )}
            />
          )
        }
      </PagedList>

      {data && pagination && pagination.total > 0 && (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-slate-600">
            Showing {formatCount(first)}–{formatCount(last)} of {formatCount(pagination.total)} ·{' '}
            {ADMIN_USERS_PAGE_SIZE} per page
          </p>
          <Pagination
            page={page}
            totalPages={pagination.totalPages}
            onPage={(next) => go({ search, page: next }, false)}
          />
        </div>
      )}
      {suspension.dialog}
    </div>
  );
}
