/**
 * Time zones as the API takes them: IANA names such as Europe/Berlin, which a browser reports as its own
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`). Free of zod, so the interface checks its browser's zone
 * without downloading the contract (@tessera/shared/contract/time-zone); the contract's TimeZone schema uses it.
 */

/** An IANA time zone name: a letter first, then letters, digits, `_`, `+`, `-` in `/`-separated parts. */
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

let supportedTimeZones: ReadonlySet<string> | undefined;

/**
 * Whether `name` is a time zone of Intl's: one of `Intl.supportedValuesOf('timeZone')`, UTC, or another IANA name
 * Intl formats dates in (an alias such as Asia/Kolkata or Asia/Calcutta, whichever the list leaves out). An offset
 * ("+02:00") is not a zone: its clock does not follow summer time.
 */
export function isTimeZone(name: string): boolean {
  if (!TIME_ZONE_NAME.test(name)) return false;
  supportedTimeZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (name === 'UTC' || supportedTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
