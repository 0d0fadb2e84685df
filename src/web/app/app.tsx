import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { router } from './router';

/** A 401 on any user call ends the session; the visitor signs in again. */
function sendToLogin() {
  void router.navigate('/login', { replace: true });
}

export function App() {
  return (
    <AppProviders onSessionExpired={sendToLogin}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
