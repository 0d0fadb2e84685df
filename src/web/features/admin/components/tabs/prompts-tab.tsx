// Admin console: Prompts (SPEC.md §2 "Admin console"). Not built yet.
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function PromptsTab() {
  useDocumentTitle('Admin · Prompts');
  return <p className="text-sm text-slate-600">Prompts is being built.</p>;
}
