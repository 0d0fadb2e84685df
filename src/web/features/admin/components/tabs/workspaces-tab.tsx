// Admin console: Workspaces (ADR 0032): search by name or a member's email, 20 per page, and per
// row View (the members) and Suspend or Unsuspend. The search and the page live in the address.
import { Building2 } from 'lucide-react';
import { ADMIN_USERS_PAGE_SIZE } from '../../../../../shared/api/admin';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useReportedFailure } from '../../../../lib/report-failure';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAdminWorkspaces } from '../../api/get-admin-workspaces';
import { formatCount } from '../../utils/formatting';
import { ListSearchBox, useListSearch } from '../list-search';
import { ListTotal } from '../list-total';
import { PagedList } from '../paged-list';
import { Pagination } from '../pagination';
import { useSuspensionDialog } from '../suspend-dialog';
import { TabHeader } from '../tab-header';
import { WorkspaceTable } from '../workspace-table';

export default function WorkspacesTab() {
  useDocumentTitle('Admin · Workspaces');
  const { search, page, go, draft, setDraft } = useListSearch();
  const list = useAdminWorkspaces(page, search);
  useReportedFailure(list.error, 'Could not load the workspace list');
  const suspension = useSuspensionDialog('workspace');

  const data = list.data;
  const pagination = data?.pagination;
  const first = pagination ? (pagination.page - 1) * pagination.limit + 1 : 0;
  const last = pagination && data ? first + data.workspaces.length - 1 : 0;

  return (
    <div className="space-y-6">
      <TabHeader
        title="Workspaces"
        description="Find a workspace by its name or a member’s email, see its members, or suspend it."
        aside={
          pagination && (
            <ListTotal total={pagination.total} one="workspace" other="workspaces">
              {search ? ' found' : ' in total'}
            </ListTotal>
          )
        }
      />

      <ListSearchBox
        label="Search workspaces by name or member email"
        placeholder="Search by name or member email"
        value={draft}
        onChange={setDraft}
      />

      <PagedList
        query={list}
        shown={data && { count: data.workspaces.length, total: data.pagination.total }}
        page={page}
        icon={Building2}
        loading="Loading workspaces"
        rows={8}
        failed="Could not load the workspaces"
        onFirstPage={() => go({ search, page: 1 }, false)}
        empty={
          <EmptyState
            icon={Building2}
            title={search ? `No workspaces match “${search}”` : 'No workspaces yet'}
            description={
              search
                ? 'Try part of its name or a member’s email address.'
                : 'Each customer’s workspace appears here once they sign up.'
            }
          />
        }
      >
        {() =>
          data && (
            <WorkspaceTable
              workspaces={data.workspaces}
              actions={(workspace) => (
                <>
                  <ButtonLink
                    to={`/admin/workspaces/${encodeURIComponent(workspace.id)}`}
                    variant="secondary"
                    size="sm"
                    aria-label={`View ${workspace.name}`}
                  >
                    View
                  </ButtonLink>
                  {workspace.suspended_at ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Unsuspend ${workspace.name}`}
                      onClick={() => suspension.ask('unsuspend', workspace)}
                    >
                      Unsuspend
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700! hover:bg-red-50"
                      aria-label={`Suspend ${workspace.name}`}
                      onClick={() => suspension.ask('suspend', workspace)}
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
