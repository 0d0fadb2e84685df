// Admin console: API History (SPEC.md §2 "Admin console"). Not built yet.
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function ApiHistoryTab() {
  useDocumentTitle('Admin · API History');
  return <p className="text-sm text-slate-600">API History is being built.</p>;
}
