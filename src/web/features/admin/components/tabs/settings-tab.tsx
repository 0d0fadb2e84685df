// Admin console: Settings (docs/product.md §2 "Admin console"): the feature flags, live System
// Information and the change history.
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ChangeHistoryPanel } from '../change-history-panel';
import { FeatureFlagsPanel } from '../feature-flags-panel';
import { SystemInfoPanel } from '../system-info-panel';

export default function SettingsTab() {
  useDocumentTitle('Admin · Settings');
  return (
    <div className="space-y-6">
      <FeatureFlagsPanel />
      <SystemInfoPanel />
      <ChangeHistoryPanel />
    </div>
  );
}
