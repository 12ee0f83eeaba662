import { useLocation, useNavigate } from 'react-router';
import { LoginScreen } from './LoginScreen.tsx';

/** The router's login route: the sign-in form, then a client-side navigation to the wanted page. */
export function LoginRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return <LoginScreen search={search} onSignedIn={(path) => navigate(path, { replace: true })} />;
}
