import { can, useCurrentUser } from '@tessera/shared';
import { Card, ErrorState, lazyPart, Page, PageHeader, Spinner } from '@tessera/shared/ui';
import { messagesIn, useMessages } from '../common/settings-i18n.ts';
import { MtSettingsSection } from '../features/mt/MtSettingsSection.tsx';
import { TokenCeilingForm } from '../features/tokens/TokenCeilingForm.tsx';
import { SignInSection } from '../features/sso/SignInSection.tsx';
import * as settingsWords from '../locales/en/settings.arb';

/** Shown while the provisioning section's code downloads, in the language shown then. */
function ProvisioningLoading() {
  const t = useMessages();
  return <Spinner label={t(settingsWords.scimLoading)} />;
}

// Its own chunk: the users route stays within its weight budget, and only admins ever open it.
const ProvisioningSection = lazyPart(() => import('../features/scim/ProvisioningSection.tsx'), 'ProvisioningSection', {
  fallback: <ProvisioningLoading />,
  what: () => messagesIn()(settingsWords.scimWhat),
});

/**
 * The workspace's settings (/settings/), for admins: machine translation, how long API tokens may last and single sign-on. Each
 * section shows for whoever holds its permission; anyone holding none gets a plain "not allowed" message.
 */
export function SettingsScreen() {
  const t = useMessages();
  const user = useCurrentUser();
  const machineTranslation = can(user, 'mt.manage');
  const tokens = can(user, 'users.manage');
  return (
    <Page>
      <PageHeader title={t(settingsWords.settingsTitle)} subtitle={t(settingsWords.settingsSubtitle)} />
      {!machineTranslation && !tokens ? (
        <ErrorState title={t(settingsWords.settingsForbiddenTitle)} message={t(settingsWords.settingsForbiddenText)} />
      ) : (
        <div className="grid gap-6">
          {machineTranslation && <MtSettingsSection />}
          {tokens && (
            <Card title={<span id="token-settings-title">{t(settingsWords.tokensSettingsTitle)}</span>}>
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
