import type { MtSettings, MtSettingsSource } from '@tessera/shared/contract';
import type { Config, MtProviderSettings } from '../config.ts';
import type { Db } from '../db/database.ts';
import { deeplProvider } from './adapters/deepl.ts';
import { libreTranslateProvider } from './adapters/libretranslate.ts';
import { openAiProvider } from './adapters/openai.ts';
import type { MtProvider } from './provider.ts';

export interface ActiveMtSettings {
  settings?: MtProviderSettings;
  source: MtSettingsSource;
  updatedAt: Date | null;
}

/** The provider in use: the environment's (MT_PROVIDER) when set, else the one an admin stored, else none. */
export async function activeMtSettings(db: Db, config: Pick<Config, 'mt'>): Promise<ActiveMtSettings> {
  if (config.mt)
    return { settings: { ...config.mt, allowPrivateNetwork: true }, source: 'environment', updatedAt: null };
  const row = await db.selectFrom('mt_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { source: 'none', updatedAt: null };
  return {
    settings: {
      provider: row.provider,
      url: row.url ?? undefined,
      model: row.model ?? undefined,
      apiKey: row.api_key ?? undefined,
      allowPrivateNetwork: row.allow_private_network,
    },
    source: 'database',
    updatedAt: new Date(row.updated_at),
  };
}

/** What GET /mt/settings answers: everything but the key, of which only its presence. */
export function publicMtSettings(active: ActiveMtSettings): MtSettings {
  const settings = active.settings;
  return {
    provider: settings?.provider ?? null,
    url: settings?.url ?? null,
    model: settings?.model ?? null,
    has_key: Boolean(settings?.apiKey),
    allow_private_network: settings?.allowPrivateNetwork ?? false,
    source: active.source,
    updated_at: active.updatedAt?.toISOString() ?? null,
  };
}

export async function saveMtSettings(db: Db, settings: MtProviderSettings | null, userId: number): Promise<void> {
  if (!settings) {
    await db.deleteFrom('mt_settings').execute();
    return;
  }
  const values = {
    provider: settings.provider,
    url: settings.url ?? null,
    model: settings.model ?? null,
    api_key: settings.apiKey ?? null,
    allow_private_network: settings.allowPrivateNetwork ?? false,
    updated_by: userId,
    updated_at: new Date(),
  };
  await db
    .insertInto('mt_settings')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

export function createProvider(settings: MtProviderSettings, timeoutMs: number, promptTokens?: number): MtProvider {
  const reach = { timeoutMs, allowPrivateNetwork: settings.allowPrivateNetwork };
  switch (settings.provider) {
    case 'deepl':
      return deeplProvider({ apiKey: settings.apiKey!, url: settings.url, ...reach });
    case 'libretranslate':
      return libreTranslateProvider({ url: settings.url!, apiKey: settings.apiKey, ...reach });
    case 'openai':
      return openAiProvider({
        url: settings.url!,
        model: settings.model!,
        apiKey: settings.apiKey,
        promptTokens,
        ...reach,
      });
  }
}
