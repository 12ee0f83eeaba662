import type { TmxDetails } from '@tessera/shared/contract';

/** A `<prop type="...">value</prop>` of a translation unit. */
export interface TmxProp {
  type: string;
  value: string;
  lang?: string;
}

/** The TU's tuid and usagecount and each language's own props and notes (the stored form, see the contract). */
export type TmxUnitDetails = TmxDetails;

/**
 * One translation unit reduced to the imported language pair. `source`/`target` are the seg's inner XML exactly
 * as TMX needs it back (inline bpt/ept/ph/it/hi/ut/sub elements kept, text escaped); `sourceText`/`targetText`
 * are the plain text without the inline codes, for search and matching. Dates are ISO strings.
 */
export interface TmxUnit {
  source: string;
  target: string;
  sourceText: string;
  targetText: string;
  creationDate: string | null;
  changeDate: string | null;
  creationId: string | null;
  changeId: string | null;
  props: TmxProp[];
  notes: string[];
  /** Null when the file said nothing more (the common case). */
  details: TmxUnitDetails | null;
}

const TMX_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** TMX dates are `YYYYMMDDThhmmssZ`; some tools write ISO-8601 instead. Unreadable dates become null. */
export function parseTmxDate(value: string | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const match = TMX_DATE.exec(trimmed);
  if (match) {
    const [, year, month, day, hour, minute, second] = match as unknown as string[];
    // Every TU has one or two dates: spelling the ISO string out is much cheaper than a Date round trip.
    if (+month! >= 1 && +month! <= 12 && +day! >= 1 && +day! <= 28 && +hour! < 24 && +minute! < 60 && +second! < 60) {
      return `${year}-${month}-${day}T${hour}:${minute}:${second}.000Z`;
    }
  }
  const millis = match
    ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +match[6]!)
    : /^\d{4}-\d{2}-\d{2}/.test(trimmed)
      ? Date.parse(trimmed)
      : Number.NaN;
  return Number.isFinite(millis) ? new Date(millis).toISOString() : null;
}

/** ISO string or Date -> `YYYYMMDDThhmmssZ` (TMX has second precision). */
export function formatTmxDate(value: string | Date): string {
  // An export writes two per unit: an ISO string in UTC is cut to shape without a Date round trip.
  if (typeof value === 'string' && UTC_ISO.test(value)) {
    return `${value.slice(0, 4)}${value.slice(5, 7)}${value.slice(8, 13)}${value.slice(14, 16)}${value.slice(17, 19)}Z`;
  }
  return new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}
const UTC_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;
