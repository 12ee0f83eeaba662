import type { AnalysisBandName } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n';

/** A match band's name, as the analysis's rows, columns and the report's columns say it. */
export function bandLabel(band: AnalysisBandName, t: Translate): string {
  switch (band) {
    case 'repetition':
      return t('projectBandRepetitions');
    case '100':
      return t('projectBand100');
    case '95-99':
      return t('projectBand95');
    case '85-94':
      return t('projectBand85');
    case '75-84':
      return t('projectBand75');
    case '50-74':
      return t('projectBand50');
    case 'no-match':
      return t('projectBandNoMatch');
  }
}
