// Admin console: Users (SPEC.md §2 "Admin console"). Not built yet.
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function UsersTab() {
  useDocumentTitle('Admin · Users');
  return <p className="text-sm text-slate-600">Users is being built.</p>;
}
