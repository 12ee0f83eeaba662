import { useLocation, useNavigate } from 'react-router';
import { LoginScreen } from './LoginScreen.tsx';

/** The navigation state of Tessera's own sign-out (layout/TopBar.tsx), read here without trusting its shape. */
const isSignedOutState = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { signedOut?: unknown }).signedOut === true;

/** The router's login route: the sign-in form, then a client-side navigation to the wanted page. */
export function LoginRoute() {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  return (
    <LoginScreen
      search={search}
      onSignedIn={(path) => navigate(path, { replace: true })}
      signedOut={isSignedOutState(state)}
    />
  );
}
