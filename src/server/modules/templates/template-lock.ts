// Template locking (Enterprise, ADR 0044): a locked template is changed, unlocked or deleted by
// owners and admins only; editors and contributors still draw pins with it. Locking or unlocking
// is owners' and admins' too.
import { TEMPLATE_LOCKED_MESSAGE } from '../../../shared/api/templates';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import { AppError } from '../../app-error';

const LOCK_HOLDERS: readonly WorkspaceRole[] = ['owner', 'admin'];

/** 403 role_required naming admin, for a role below it. */
export function refuseBelowAdmin(role: WorkspaceRole, locked: boolean): void {
  if (LOCK_HOLDERS.includes(role)) return;
  throw new AppError(
    'role_required',
    locked
      ? TEMPLATE_LOCKED_MESSAGE
      : 'Locking a template needs the admin role or higher. Ask an owner or admin.',
  );
}
