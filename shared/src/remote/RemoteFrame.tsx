import type { ReactNode } from 'react';
import { useCurrentUser } from '@tessera/shared/core';

/**
 * Wraps every remote's exposed screen. The data attributes make federation observable from outside:
 * which remote rendered, which build of it (BUILD_LABEL at build time), and the user it reads from the
 * shared session (empty if the remote had its own copy of the session store instead of the shell's).
 */
export function RemoteFrame({
  name,
  buildLabel,
  children,
}: {
  name: string;
  buildLabel?: string;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  return (
    <div data-remote={name} data-build-label={buildLabel ?? ''} data-session-user={user?.username ?? ''}>
      {children}
    </div>
  );
}
