// Admin console: Settings (SPEC.md §2 "Admin console"). Not built yet.
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function SettingsTab() {
  useDocumentTitle('Admin · Settings');
  return <p className="text-sm text-slate-600">Settings is being built.</p>;
}
