import type { AnalysisBandName } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n/catalog';
import * as projectPanelsWords from './locales/en/project-panels.arb';

/** A match band's name, as the analysis's rows, columns and the report's columns say it. */
export function bandLabel(band: AnalysisBandName, t: Translate<'project-panels'>): string {
  switch (band) {
    case 'repetition':
      return t(projectPanelsWords.projectBandRepetitions);
    case '100':
      return t(projectPanelsWords.projectBand100);
    case '95-99':
      return t(projectPanelsWords.projectBand95);
    case '85-94':
      return t(projectPanelsWords.projectBand85);
    case '75-84':
      return t(projectPanelsWords.projectBand75);
    case '50-74':
      return t(projectPanelsWords.projectBand50);
    case 'no-match':
      return t(projectPanelsWords.projectBandNoMatch);
  }
}
