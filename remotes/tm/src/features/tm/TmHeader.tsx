import { TMX_IMPORT_EXTENSIONS, TMX_IMPORT_MAX_BYTES, startDownload } from '@tessera/shared';
import * as tmApi from '@tessera/shared/api/tm';
import type { TranslationMemory } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n/catalog';
import type { ResourceHeaderParts } from '@tessera/shared/resource-dialogs';
import { Button, languagePair, sizeLimit } from '@tessera/shared/ui';
import * as tmWords from '../../locales/en/tm.arb';

const limit = sizeLimit(TMX_IMPORT_MAX_BYTES);

/** The TM's header: "Download TMX" once its import is done, and "Import TMX" into it. */
export const tmHeader = (tm: TranslationMemory, t: Translate<'tm'>): ResourceHeaderParts<TranslationMemory> => ({
  exportAction: tm.processing_status === 'done' && (
    <Button onClick={() => startDownload(tmApi.tmDownloadUrl(tm.id))}>{t(tmWords.tmDownloadTmx)}</Button>
  ),
  // Its units merge with the file's; a toast follows the import to its end.
  importInto: {
    title: t(tmWords.tmImportIntoTitle, { name: tm.name }),
    file: {
      label: t(tmWords.tmTmxFile),
      accept: TMX_IMPORT_EXTENSIONS.join(','),
      hint:
        tm.records_count > 0
          ? t(tmWords.tmImportIntoHint, {
              count: tm.records_count,
              languages: languagePair(tm.source_lang, tm.target_lang),
              limit: limit.words,
            })
          : t(tmWords.tmImportIntoEmptyHint, { limit: limit.words }),
      limit,
    },
    upload: (file, onProgress) => tmApi.importIntoTranslationMemory(tm.id, file, {}, onProgress),
  },
});
