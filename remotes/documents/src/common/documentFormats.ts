import { DOCUMENT_FORMATS, type DocumentFormatType } from '@tessera/shared';
import type { AnalysisBandName } from '@tessera/shared/contract';
import type { Formats } from '@tessera/shared/i18n';
import type { Translate } from '@tessera/shared/i18n/catalog';
import * as formatsWords from '../locales/en/formats.arb';

/**
 * A document format as screens name it, in `t`'s language ("Word document", "Word-Dokument"): the contract's
 * `DOCUMENT_FORMATS` labels are English, which the server's messages and the API description keep.
 */
export const documentFormatName = (type: DocumentFormatType | string, t: Translate<'formats'>): string =>
  t(formatsWords.documentFormatName, { type });

/** Every format the upload reads by its name ("Word document, PowerPoint presentation, …"). */
export const documentFormatNames = (t: Translate<'formats'>, f: Formats): string =>
  f.list(
    DOCUMENT_FORMATS.map((format) => documentFormatName(format.type, t)),
    'unit',
  );

/** Every format the upload reads with its extensions: "XLIFF 1.2 and 2.0 (.xlf, .xliff), Plain text (.txt), …". */
export const documentFormatsRead = (t: Translate<'formats'>, f: Formats): string =>
  f.list(
    DOCUMENT_FORMATS.map((format) =>
      t(formatsWords.documentFormatWithExtensions, {
        format: documentFormatName(format.type, t),
        extensions: format.extensions.join(', '),
      }),
    ),
    'unit',
  );

/** An analysis band's name ("Repetitions", "95-99%", "No match"), as the home screen's analysis rows say it. */
export function analysisBandName(band: AnalysisBandName, t: Translate<'formats'>): string {
  switch (band) {
    case 'repetition':
      return t(formatsWords.homeBandRepetitions);
    case '100':
      return t(formatsWords.homeBand100);
    case '95-99':
      return t(formatsWords.homeBand95);
    case '85-94':
      return t(formatsWords.homeBand85);
    case '75-84':
      return t(formatsWords.homeBand75);
    case '50-74':
      return t(formatsWords.homeBand50);
    case 'no-match':
      return t(formatsWords.homeBandNoMatch);
  }
}
