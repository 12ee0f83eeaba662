import type { ReactNode } from 'react';
import { Card } from '@tessera/shared/ui';

/** The page of someone not signed in (signing in, accepting an invitation): the name of the app over one card. */
export function SignedOutPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen items-start justify-center bg-gradient-to-b from-sky-50 to-slate-50 px-4 pt-24">
      <div className="w-full max-w-sm">
        <h1 className="mb-6 text-center text-3xl font-semibold tracking-tight text-sky-900">Tessera</h1>
        <Card>{children}</Card>
      </div>
    </div>
  );
}
