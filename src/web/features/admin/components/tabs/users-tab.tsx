// Admin console: Users (docs/product.md §2): search by name or email, 20 per page, at most 5 page
// buttons, and per row View (the detail) and Suspend or Unsuspend. The search and the page live in
// the address (?search=ann&page=2), so a reload, a shared link or Back returns to the same list.
import { UserX } from 'lucide-react';
import { ADMIN_USERS_PAGE_SIZE } from '../../../../../shared/api/admin';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useReportedFailure } from '../../../../lib/report-failure';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAdminUsers } from '../../api/get-admin-users';
import { formatCount } from '../../utils/formatting';
import { ListSearchBox, useListSearch } from '../list-search';
import { ListTotal } from '../list-total';
import { PagedList } from '../paged-list';
import { Pagination } from '../pagination';
import { useSuspensionDialog } from '../suspend-dialog';
import { TabHeader } from '../tab-header';
import { UserTable } from '../user-table';

export default function UsersTab() {
  useDocumentTitle('Admin · Users');
  const { search, page, go, draft, setDraft } = useListSearch();
  const list = useAdminUsers(page, search);
  useReportedFailure(list.error, 'Could not load the user list');
  const suspension = useSuspensionDialog();

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

      <ListSearchBox
        label="Search users by name or email"
        placeholder="Search by name or email"
        value={draft}
        onChange={setDraft}
      />

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
