import type { ReactNode } from 'react';
import { Card } from '@tessera/shared/ui';
import { InterfaceLanguagePicker } from '@tessera/shared/ui/interface-language';

/**
 * The page of someone not signed in (signing in, accepting an invitation): the name of the app over one card, and the
 * interface's language below it.
 */
export function SignedOutPage({ children }: { children: ReactNode }) {
  // The gradient as one arbitrary value: Tailwind's from-/to- utilities would register a dozen custom properties in
  // the stylesheet every page downloads, for this page alone.
  return (
    <div className="flex min-h-screen items-start justify-center bg-[linear-gradient(to_bottom_in_oklab,var(--color-sky-50),var(--color-slate-50))] px-4 pt-24">
      <div className="w-full max-w-sm">
        <h1 className="mb-6 text-center text-3xl font-semibold tracking-tight text-sky-900">Tessera</h1>
        <Card>{children}</Card>
        <InterfaceLanguagePicker className="mt-6" />
      </div>
    </div>
  );
}
