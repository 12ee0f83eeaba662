/**
 * The browser's time zone, which the server keeps for the signed-in person: their e-mails' dates are written in it.
 * Loaded after the first screen (the layout imports it when a person is signed in); it checks the zone without the
 * contract (zod), which a screen without a form does not download.
 */
import { updateProfile } from '@tessera/shared/api/users';
import { isTimeZone } from '@tessera/shared/contract/time-zone';

/** The IANA time zone this browser reports, when it is one the server takes (not every engine reports one). */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}

/**
 * Tells the server the browser's time zone when it is not the one it keeps for the person (`known`): at sign-in on a
 * new browser, and when the person works from another zone. Nothing when the browser reports none.
 */
export async function keepTimeZone(known: string | null): Promise<void> {
  const zone = browserTimeZone();
  if (zone !== undefined && zone !== known) await updateProfile({ time_zone: zone });
}
