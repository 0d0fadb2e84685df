// /settings: the settings page with the Pinterest connection card composed in (features do
// not import each other, so the app layer wires them).
import { ConnectionCard } from '../../features/pinterest/components/connection-card';
import SettingsPage from '../../features/settings/components/settings-page';

export default function SettingsRoute() {
  return <SettingsPage pinterestConnection={<ConnectionCard />} />;
}
