import { formatsOf } from '@tessera/shared/i18n';

/**
 * An upload limit of the contract with its words for messages and file fields: 52428800 -> "50 MB",
 * 2147483648 -> "2 GB", written as the active interface language writes sizes when `words` is read (a limit made
 * at module load still says it in the language of the moment). The limit itself is the contract's, so the screens
 * check what the server enforces.
 */
export function sizeLimit(bytes: number): { bytes: number; words: string } {
  return {
    bytes,
    get words() {
      return formatsOf().fileSize(bytes);
    },
  };
}
