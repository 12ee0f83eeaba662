/** Thrown for files that cannot be imported as TMX; the message is meant for the user. */
export class TmxFormatError extends Error {
  override name = 'TmxFormatError';
}
