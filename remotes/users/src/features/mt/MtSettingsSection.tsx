import { useState, type FormEvent } from 'react';
import { MT_PROVIDER_LABELS, MT_PROVIDER_NAMES } from '@tessera/shared';
import type { MtProviderName, MtSettings, MtTestBody, PutMtSettingsBody } from '@tessera/shared/contract';
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
import { SaveOutcome } from '../../common/SaveOutcome.tsx';
import { LanguageFields } from '@tessera/shared/ui/language-fields';
import { useMtSettings, useSaveMtSettings, useTestMt } from './queries.ts';

const OFF = 'off';
const PROVIDER_OPTIONS = [
  { value: OFF, label: 'Off' },
  ...MT_PROVIDER_NAMES.map((name) => ({ value: name, label: MT_PROVIDER_LABELS[name] })),
];

const URL_HINTS: Record<MtProviderName, string> = {
  deepl: "Leave empty for DeepL's own endpoint (Free keys end in :fx and go to api-free.deepl.com).",
  libretranslate: 'The server’s address, e.g. http://localhost:5000.',
  openai: 'The server’s base address: https://api.openai.com, or http://localhost:11434 for Ollama.',
};

/**
 * Machine translation for the whole workspace (admins): which provider, where, which model, and its API key,
 * which is write-only: the screen only learns whether one is stored. Settings made in the server's environment
 * are shown and cannot be changed here.
 */
export function MtSettingsSection() {
  const settings = useMtSettings();
  const save = useSaveMtSettings();
  return (
    <Card title={<span id="mt-settings-title">Machine translation</span>}>
      <section aria-labelledby="mt-settings-title" className="p-4">
        {settings.isPending ? (
          <Spinner label="Loading the machine translation settings…" />
        ) : settings.isError ? (
          <QueryErrorState title="The machine translation settings could not be loaded" query={settings} />
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
  return (
    <Alert tone="info" title="Set by the server's environment">
      {settings.provider ? MT_PROVIDER_LABELS[settings.provider] : 'Off'}
      {settings.url && <> at {settings.url}</>}
      {settings.model && <>, model {settings.model}</>}
      {settings.has_key ? ', with an API key' : ', without an API key'}. Change MT_PROVIDER, MT_URL, MT_API_KEY and
      MT_MODEL where the server runs.
    </Alert>
  );
}

function SettingsForm({ settings, save }: { settings: MtSettings; save: ReturnType<typeof useSaveMtSettings> }) {
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
    <form onSubmit={submit} aria-label="Machine translation settings" className="flex max-w-xl flex-col gap-3">
      <p className="text-sm text-slate-600">
        Translators see the provider&apos;s suggestion beside their translation-memory matches, and pre-translation can
        fill segments no memory covers. Off until a provider is chosen.
      </p>
      <Select
        label="Provider"
        options={PROVIDER_OPTIONS}
        value={provider}
        onChange={(event) => setProvider(event.target.value)}
      />
      {chosen && (
        <>
          <TextField
            label={chosen === 'deepl' ? 'URL (optional)' : 'URL'}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            hint={URL_HINTS[chosen]}
            required={chosen !== 'deepl'}
          />
          <Checkbox
            label="The provider runs on this server's machine or private network (localhost, 10.x, 192.168.x, …)"
            checked={privateNetwork}
            onChange={(event) => setPrivateNetwork(event.target.checked)}
          />
          {chosen === 'openai' && (
            <TextField
              label="Model"
              value={model}
              onChange={(event) => setModel(event.target.value)}
              hint="e.g. gpt-4o-mini, llama3.1"
              required
            />
          )}
          <TextField
            label="API key"
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
            placeholder={keyKept ? 'A key is stored: type a new one to replace it' : ''}
            hint={
              keyKept
                ? 'The stored key is never shown. Leave empty to keep it.'
                : settings.has_key
                  ? 'Another provider or URL needs its key typed again.'
                  : chosen === 'deepl'
                    ? 'Required for DeepL.'
                    : 'Only if the server asks for one.'
            }
          />
          {keyKept && chosen !== 'deepl' && (
            <Checkbox
              label="Remove the stored key"
              checked={removeKey}
              onChange={(event) => setRemoveKey(event.target.checked)}
            />
          )}
        </>
      )}
      <SaveOutcome save={save} saved={() => 'Saved.'} />
      <div>
        <Button type="submit" variant="primary" busy={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** A sentence through the saved provider: does it answer, and how does it translate. */
function TryProvider() {
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
      aria-label="Try the provider"
      className="mt-6 flex max-w-xl flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h3 className="text-sm font-semibold text-slate-800">Try the provider</h3>
      <TextField label="Text" maxLength={1000} {...bind('text')} />
      <LanguageFields source={bind('source_lang')} target={bind('target_lang')} optional={false} />
      <div>
        <Button type="submit" busy={test.isPending}>
          Translate
        </Button>
      </div>
      <FailureAlert failed={test} title="The provider did not translate it" />
      {test.isSuccess && (
        <p role="status" className="text-sm text-slate-900">
          <span lang={sample.target_lang}>{test.data.target}</span>{' '}
          <span className="text-slate-500">
            ({MT_PROVIDER_LABELS[test.data.provider]}, {test.data.milliseconds} ms)
          </span>
        </p>
      )}
    </form>
  );
}
