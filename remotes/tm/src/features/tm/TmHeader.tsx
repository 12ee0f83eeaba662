import { TMX_IMPORT_EXTENSIONS, TMX_IMPORT_MAX_BYTES, startDownload } from '@tessera/shared';
import * as tmApi from '@tessera/shared/api/tm';
import type { TranslationMemory } from '@tessera/shared/contract';
import type { ResourceHeaderParts } from '@tessera/shared/resource-dialogs';
import { Button, languagePair, sizeLimit } from '@tessera/shared/ui';

const limit = sizeLimit(TMX_IMPORT_MAX_BYTES);

/** The TM's header: "Download TMX" once its import is done, and "Import TMX" into it. */
export const tmHeader = (tm: TranslationMemory): ResourceHeaderParts<TranslationMemory> => ({
  exportAction: tm.processing_status === 'done' && (
    <Button onClick={() => startDownload(tmApi.tmDownloadUrl(tm.id))}>Download TMX</Button>
  ),
  // Its units merge with the file's; a toast follows the import to its end.
  importInto: {
    title: `Import TMX into "${tm.name}"`,
    file: {
      label: 'TMX file',
      accept: TMX_IMPORT_EXTENSIONS.join(','),
      hint:
        tm.records_count > 0
          ? `Units join the ${tm.records_count.toLocaleString('en')} here (${languagePair(tm.source_lang, tm.target_lang)}); of two equal units the one changed last stays. TMX up to ${limit.words}.`
          : `TMX 1.1 to 1.4b, up to ${limit.words}.`,
      limit,
    },
    upload: (file, onProgress) => tmApi.importIntoTranslationMemory(tm.id, file, {}, onProgress),
  },
});
