// /settings: opens the section the address is about (Stripe's ?checkout, the Pinterest callback's
// ?connected or ?error, #plan-and-billing), else General, carrying the query and hash along.
import { Navigate, useLocation } from 'react-router';
import { sectionFor, settingsPath } from '../utils/settings-sections';

export default function SettingsIndex() {
  const { search, hash, state } = useLocation();
  return (
    <Navigate to={{ pathname: settingsPath(sectionFor(search, hash)), search, hash }} state={state} replace />
  );
}
