// /settings/pinterest: the Pinterest section of Settings, the Pinterest feature's connection card
// composed in (features do not import each other, so the app layer wires them).
import { ConnectionCard } from '../../features/pinterest/components/connection-card';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function PinterestSettingsRoute() {
  useDocumentTitle('Pinterest settings');
  return <ConnectionCard />;
}
