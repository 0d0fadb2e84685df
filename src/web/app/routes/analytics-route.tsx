// /analytics: the analytics feature's page (ADR 0042), the fourth item of the main navigation,
// after Schedule. Its own chunk, so the charting library loads only here.
import { AnalyticsPage } from '../../features/analytics/components/analytics-page';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function AnalyticsRoute() {
  useDocumentTitle('Analytics');
  return <AnalyticsPage />;
}
