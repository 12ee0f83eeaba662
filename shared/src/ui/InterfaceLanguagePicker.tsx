import { INTERFACE_LANGUAGES, PSEUDO_LOCALE, setLocale, useLocale } from '@tessera/shared/i18n';
import { Select } from '@tessera/shared/ui';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

/** A language's name as its speakers write it ("Deutsch", "日本語", "العربية"), capitalised as they would. */
export function nativeLanguageName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

export type InterfaceLanguagePickerProps = {
  /** Called with the chosen language once every mounted app shows it (the profile saves it then). */
  onChosen?: (locale: string) => void;
  className?: string;
};

/** The interface's language, each named in itself so that anyone finds theirs; a change applies at once. */
export function InterfaceLanguagePicker({ onChosen, className }: InterfaceLanguagePickerProps) {
  const t = useMessages();
  const locale = useLocale();
  const options = INTERFACE_LANGUAGES.map((code) => ({ value: code, label: nativeLanguageName(code) }));
  if (locale === PSEUDO_LOCALE) options.push({ value: PSEUDO_LOCALE, label: t(kitWords.interfacePseudoLocale) });
  return (
    <Select
      label={t(kitWords.interfaceLanguage)}
      name="interface-language"
      className={className}
      value={locale}
      options={options}
      onChange={(event) => {
        const chosen = event.target.value;
        void setLocale(chosen).then(() => onChosen?.(chosen));
      }}
    />
  );
}
