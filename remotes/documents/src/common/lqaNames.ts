import type { LqaSettings } from '@tessera/shared/contract';
import type { Message, Translate } from '@tessera/shared/i18n/catalog';
import * as documentsWords from '../locales/en/documents.arb';

/** The default typology's categories and severities (DEFAULT_LQA_TYPOLOGY) in the interface's language. */
const DEFAULT_NAMES: Record<'categories' | 'severities', Record<string, Message<'documents'>>> = {
  categories: {
    accuracy: documentsWords.lqaDefaultCategoryAccuracy,
    fluency: documentsWords.lqaDefaultCategoryFluency,
    terminology: documentsWords.lqaDefaultCategoryTerminology,
    style: documentsWords.lqaDefaultCategoryStyle,
    'locale-convention': documentsWords.lqaDefaultCategoryLocaleConvention,
  },
  severities: {
    minor: documentsWords.lqaDefaultSeverityMinor,
    major: documentsWords.lqaDefaultSeverityMajor,
    critical: documentsWords.lqaDefaultSeverityCritical,
  },
};

/**
 * An error category's or severity's name as screens say it: the project's own typology's label (its words, in
 * the language the project wrote them), else the default typology's in the interface's language, else its id.
 * Without the settings (not loaded yet) an id of the default typology is taken for the default's.
 */
export function lqaName(
  t: Translate<'documents'>,
  settings: Pick<LqaSettings, 'typology' | 'own_typology'> | undefined,
  kind: 'categories' | 'severities',
  id: string,
): string {
  const label = settings?.typology[kind].find((entry) => entry.id === id)?.label;
  if (settings?.own_typology) return label ?? id;
  const word = Object.hasOwn(DEFAULT_NAMES[kind], id) ? DEFAULT_NAMES[kind][id] : undefined;
  return word ? t(word) : (label ?? id);
}
