import { can, useCurrentUser } from '@tessera/shared';
import { Card, ErrorState, lazyPart, Page, PageHeader, Spinner } from '@tessera/shared/ui';
import { MtSettingsSection } from '../features/mt/MtSettingsSection.tsx';
import { TokenCeilingForm } from '../features/tokens/TokenCeilingForm.tsx';
import { SignInSection } from '../features/sso/SignInSection.tsx';

// Its own chunk: the users route stays within its weight budget, and only admins ever open it.
const ProvisioningSection = lazyPart(() => import('../features/scim/ProvisioningSection.tsx'), 'ProvisioningSection', {
  fallback: <Spinner label="Loading the provisioning settings…" />,
  what: 'The provisioning (SCIM) settings',
});

/**
 * The workspace's settings (/settings/), for admins: machine translation, how long API tokens may last and single sign-on. Each
 * section shows for whoever holds its permission; anyone holding none gets a plain "not allowed" message.
 */
export function SettingsScreen() {
  const user = useCurrentUser();
  const machineTranslation = can(user, 'mt.manage');
  const tokens = can(user, 'users.manage');
  return (
    <Page>
      <PageHeader title="Settings" subtitle="What holds for the whole workspace." />
      {!machineTranslation && !tokens ? (
        <ErrorState
          title="You are not allowed to change the settings"
          message="Only administrators can change the workspace's settings. Ask an administrator if something should change."
        />
      ) : (
        <div className="grid gap-6">
          {machineTranslation && <MtSettingsSection />}
          {tokens && (
            <Card title={<span id="token-settings-title">API tokens</span>}>
              <section aria-labelledby="token-settings-title" className="p-5">
                <TokenCeilingForm />
              </section>
            </Card>
          )}
          {tokens && <SignInSection />}
          {tokens && <ProvisioningSection />}
        </div>
      )}
    </Page>
  );
}
