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

/**
 * The settings with their typology's names as screens say them (lqaName): the default typology's in the interface's
 * language, a project's own as its managers typed them. What a form starts from, and what a picker lists.
 */
export function withTypologyInWords<Settings extends Pick<LqaSettings, 'typology' | 'own_typology'>>(
  t: Translate<'documents'>,
  settings: Settings,
): Settings {
  if (settings.own_typology) return settings;
  const { categories, severities } = settings.typology;
  return {
    ...settings,
    typology: {
      categories: categories.map((category) => ({
        ...category,
        label: lqaName(t, settings, 'categories', category.id),
      })),
      severities: severities.map((severity) => ({
        ...severity,
        label: lqaName(t, settings, 'severities', severity.id),
      })),
    },
  };
}
