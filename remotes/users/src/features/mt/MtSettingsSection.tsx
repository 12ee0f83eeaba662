import { useState, type FormEvent } from 'react';
import { MT_PROVIDER_NAMES } from '@tessera/shared';
import type { MtProviderName, MtSettings, MtTestBody, PutMtSettingsBody } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { richMessage, type Message } from '@tessera/shared/i18n/catalog';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  FailureAlert,
  QueryErrorState,
  Select,
  Spinner,
  TextField,
} from '@tessera/shared/ui';
import { useMessages } from '../../common/settings-i18n.ts';
import { SaveOutcome } from '../../common/SaveOutcome.tsx';
import { LanguageFields } from '@tessera/shared/ui/language-fields';
import { useMtSettings, useSaveMtSettings, useTestMt } from './queries.ts';
import * as settingsWords from '../../locales/en/settings.arb';

const OFF = 'off';

/** The URL field's hint for each provider: its message and its addresses. */
const URL_HINTS: Record<MtProviderName, [Message<'settings'>, Record<string, string>]> = {
  deepl: [settingsWords.mtUrlHintDeepl, { suffix: ':fx', freeHost: 'api-free.deepl.com' }],
  libretranslate: [settingsWords.mtUrlHintLibreTranslate, { example: 'http://localhost:5000' }],
  openai: [settingsWords.mtUrlHintOpenAi, { openai: 'https://api.openai.com', ollama: 'http://localhost:11434' }],
};

/**
 * Machine translation for the whole workspace (admins): which provider, where, which model, and its API key,
 * which is write-only: the screen only learns whether one is stored. Settings made in the server's environment
 * are shown and cannot be changed here.
 */
export function MtSettingsSection() {
  const t = useMessages();
  const settings = useMtSettings();
  const save = useSaveMtSettings();
  return (
    <Card title={<span id="mt-settings-title">{t(settingsWords.mtTitle)}</span>}>
      <section aria-labelledby="mt-settings-title" className="p-4">
        {settings.isPending ? (
          <Spinner label={t(settingsWords.mtLoading)} />
        ) : settings.isError ? (
          <QueryErrorState title={t(settingsWords.mtLoadFailed)} query={settings} />
        ) : (
          <>
            {settings.data.source === 'environment' ? (
              <EnvironmentSettings settings={settings.data} />
            ) : (
              // A fresh form for each saved version, so the fields show what is stored.
              <SettingsForm key={settings.data.updated_at ?? 'none'} settings={settings.data} save={save} />
            )}
            {settings.data.provider && <TryProvider key={`try-${settings.data.updated_at ?? 'environment'}`} />}
          </>
        )}
      </section>
    </Card>
  );
}

function EnvironmentSettings({ settings }: { settings: MtSettings }) {
  const t = useMessages();
  return (
    <Alert tone="info" title={t(settingsWords.mtEnvironmentTitle)}>
      {t(settingsWords.mtEnvironmentText, {
        hasProvider: settings.provider ? 'yes' : 'no',
        provider: settings.provider ? t(settingsWords.mtProviderName, { provider: settings.provider }) : '',
        hasUrl: settings.url ? 'yes' : 'no',
        url: settings.url ?? '',
        hasModel: settings.model ? 'yes' : 'no',
        model: settings.model ?? '',
        hasKey: settings.has_key ? 'yes' : 'no',
      })}
    </Alert>
  );
}

function SettingsForm({ settings, save }: { settings: MtSettings; save: ReturnType<typeof useSaveMtSettings> }) {
  const t = useMessages();
  const [provider, setProvider] = useState<string>(settings.provider ?? OFF);
  const [url, setUrl] = useState(settings.url ?? '');
  const [model, setModel] = useState(settings.model ?? '');
  const [apiKey, setApiKey] = useState('');
  const [removeKey, setRemoveKey] = useState(false);
  const [privateNetwork, setPrivateNetwork] = useState(settings.allow_private_network);
  const chosen = provider === OFF ? null : (provider as MtProviderName);
  // The stored key only goes on to the same provider and URL: the server asks for it again otherwise.
  const keyKept = settings.has_key && chosen === settings.provider && (url.trim() || null) === settings.url;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: PutMtSettingsBody = chosen
      ? {
          provider: chosen,
          url: url.trim() || null,
          model: chosen === 'openai' ? model.trim() || null : null,
          allow_private_network: privateNetwork,
          ...(apiKey.trim() ? { api_key: apiKey.trim() } : removeKey ? { api_key: null } : {}),
        }
      : { provider: null };
    save.mutate(body);
  };

  return (
    <form onSubmit={submit} aria-label={t(settingsWords.mtForm)} className="flex max-w-xl flex-col gap-3">
      <p className="text-sm text-slate-600">{t(settingsWords.mtIntro)}</p>
      <Select
        label={t(settingsWords.mtProvider)}
        options={[
          { value: OFF, label: t(settingsWords.mtOff) },
          ...MT_PROVIDER_NAMES.map((name) => ({
            value: name,
            label: t(settingsWords.mtProviderName, { provider: name }),
          })),
        ]}
        value={provider}
        onChange={(event) => setProvider(event.target.value)}
      />
      {chosen && (
        <>
          <TextField
            label={chosen === 'deepl' ? t(settingsWords.mtUrlOptional) : t(settingsWords.mtUrl)}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            hint={t(...URL_HINTS[chosen])}
            required={chosen !== 'deepl'}
          />
          <Checkbox
            label={t(settingsWords.mtPrivateNetwork, { examples: 'localhost, 10.x, 192.168.x, …' })}
            checked={privateNetwork}
            onChange={(event) => setPrivateNetwork(event.target.checked)}
          />
          {chosen === 'openai' && (
            <TextField
              label={t(settingsWords.mtModel)}
              value={model}
              onChange={(event) => setModel(event.target.value)}
              hint={t(settingsWords.mtModelHint, { examples: 'gpt-4o-mini, llama3.1' })}
              required
            />
          )}
          <TextField
            label={t(settingsWords.mtApiKey)}
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
            placeholder={keyKept ? t(settingsWords.mtApiKeyStoredPlaceholder) : ''}
            hint={
              keyKept
                ? t(settingsWords.mtApiKeyKeptHint)
                : settings.has_key
                  ? t(settingsWords.mtApiKeyRetypeHint)
                  : chosen === 'deepl'
                    ? t(settingsWords.mtApiKeyRequiredDeepl)
                    : t(settingsWords.mtApiKeyOptionalHint)
            }
          />
          {keyKept && chosen !== 'deepl' && (
            <Checkbox
              label={t(settingsWords.mtRemoveKey)}
              checked={removeKey}
              onChange={(event) => setRemoveKey(event.target.checked)}
            />
          )}
        </>
      )}
      <SaveOutcome
        save={save}
        saved={() => t(settingsWords.mtSaved)}
        fields={{
          provider: t(settingsWords.mtProvider),
          url: t(settingsWords.mtUrl),
          model: t(settingsWords.mtModel),
          api_key: t(settingsWords.mtApiKey),
          allow_private_network: t(settingsWords.mtPrivateNetwork, { examples: 'localhost, 10.x, 192.168.x, …' }),
        }}
      />
      <div>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t(settingsWords.mtSave)}
        </Button>
      </div>
    </form>
  );
}

/** A sentence through the saved provider: does it answer, and how does it translate. */
function TryProvider() {
  const t = useMessages();
  const f = useFormats();
  const test = useTestMt();
  const [sample, setSample] = useState<MtTestBody>({
    text: 'The file could not be saved.',
    source_lang: 'en',
    target_lang: 'de',
  });
  const bind = (key: keyof MtTestBody) => ({
    value: sample[key],
    onChange: (event: { target: { value: string } }) => setSample((s) => ({ ...s, [key]: event.target.value })),
    required: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    test.mutate(sample);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t(settingsWords.mtTryTitle)}
      className="mt-6 flex max-w-xl flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h3 className="text-sm font-semibold text-slate-800">{t(settingsWords.mtTryTitle)}</h3>
      <TextField label={t(settingsWords.mtTryText)} maxLength={1000} {...bind('text')} />
      <LanguageFields source={bind('source_lang')} target={bind('target_lang')} optional={false} />
      <div>
        <Button type="submit" busy={test.isPending}>
          {t(settingsWords.mtTryTranslate)}
        </Button>
      </div>
      <FailureAlert failed={test} title={t(settingsWords.mtTryFailed)} fields={{ text: t(settingsWords.mtTryText) }} />
      {test.isSuccess && (
        <p role="status" className="text-sm text-slate-900">
          {richMessage(t, settingsWords.mtTryOutcome, {
            target: <span lang={sample.target_lang}>{test.data.target}</span>,
            details: (
              <span className="text-slate-500">
                {t(settingsWords.mtTryResult, {
                  provider: t(settingsWords.mtProviderName, { provider: test.data.provider }),
                  milliseconds: f.number(test.data.milliseconds),
                })}
              </span>
            ),
          })}
        </p>
      )}
    </form>
  );
}
