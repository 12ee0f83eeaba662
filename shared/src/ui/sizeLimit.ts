/**
 * An upload limit of the contract with its words for messages and file fields: 52428800 -> "50 MB",
 * 2147483648 -> "2 GB". The limit itself is the contract's, so the screens check what the server enforces.
 */
export function sizeLimit(bytes: number): { bytes: number; words: string } {
  const mb = bytes / 1024 / 1024;
  return { bytes, words: mb >= 1024 ? `${Math.round(mb / 1024)} GB` : `${Math.round(mb)} MB` };
}
