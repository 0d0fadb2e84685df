// Admin console: Dashboard (SPEC.md §2 "Admin console"). Not built yet.
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function DashboardTab() {
  useDocumentTitle('Admin · Dashboard');
  return <p className="text-sm text-slate-600">Dashboard is being built.</p>;
}
