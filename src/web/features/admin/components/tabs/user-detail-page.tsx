// Admin console: User detail (SPEC.md §2 "Admin console"). Not built yet.
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function UserDetailPage() {
  useDocumentTitle('Admin · User detail');
  return <p className="text-sm text-slate-600">User detail is being built.</p>;
}
