/**
 * The words of the notification e-mails in their recipient's interface language (`users.locale`): the ARB catalogs
 * `locales/<language>/mail.arb`, ICU MessageFormat translated as the front end's catalogs are (scripts/catalogs.test.ts
 * holds them to the English one). Each language's catalog is compiled by messageformat the first time a mail is
 * written in it, then kept. A person who chose no language, or one without a catalog, reads English; dates are
 * written by Intl in the mail's language and the recipient's time zone (`users.time_zone`, their browser's), in UTC
 * while none is known, each with its zone's name (UTC, MEZ, GMT+9).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEADLINE_WARNING_MS, personName, type NotificationKind, type WorkflowStep } from '@tessera/shared/contract';

// A CommonJS module whose `module.exports` is the class its typings call the default export (as scripts/catalogs.ts).
type MessageFormatClass = (typeof import('@messageformat/core'))['default'];
type MessageFunction = import('@messageformat/core').MessageFunction<'string'>;
const MessageFormat = createRequire(import.meta.url)('@messageformat/core') as MessageFormatClass;

/** The language every message exists in, and the one a mail falls back to. */
export const MAIL_SOURCE_LOCALE = 'en';

const CATALOGS = new URL('./locales/', import.meta.url);
const catalogOf = (locale: string) => new URL(`${locale}/mail.arb`, CATALOGS);

/** How many hours before its due date a step's assignee is told (the deadline mail says it). */
const WARNING_HOURS = DEADLINE_WARNING_MS / 3_600_000;

/** The message of each kind of notification (the top bar's are the shell's `notification…`). */
const KEYS: Record<NotificationKind, string> = {
  mentioned: 'mailMentioned',
  assigned: 'mailAssigned',
  activated: 'mailActivated',
  returned: 'mailReturned',
  delivered: 'mailDelivered',
  deadline: 'mailDeadline',
};

/** The time zone of a mail whose recipient's is not known (or no longer one Intl knows): said as UTC. */
export const MAIL_FALLBACK_TIME_ZONE = 'UTC';

/** A due date and time, with the name of its time zone. */
const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** Scripts written right to left (as @tessera/shared/i18n's directionOf). */
const RTL_SCRIPTS = ['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg'];
const isRightToLeft = (locale: string) => RTL_SCRIPTS.includes(new Intl.Locale(locale).maximize().script ?? '');

interface MailLanguage {
  messages: Record<string, MessageFunction>;
}

let mailLocales: readonly string[] | undefined;
const compiled = new Map<string, MailLanguage>();
/** Date formats by language and time zone, made once each. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The languages the mails are written in: those with a catalog. */
export function mailLanguages(): readonly string[] {
  mailLocales ??= readdirSync(CATALOGS).filter((locale) => existsSync(catalogOf(locale)));
  return mailLocales;
}

/**
 * The language a person's mail is written in: their interface language when it has a catalog, else its base
 * language's (de-AT reads German), else English.
 */
export function mailLocaleOf(locale: string | null): string {
  if (!locale) return MAIL_SOURCE_LOCALE;
  const wanted = locale.toLowerCase();
  const base = wanted.split('-')[0];
  const languages = mailLanguages();
  return (
    languages.find((language) => language.toLowerCase() === wanted) ??
    languages.find((language) => language.toLowerCase() === base) ??
    MAIL_SOURCE_LOCALE
  );
}

/**
 * A language's compiled messages, compiled once. In a right-to-left language each placeholder's
 * value (a file name, a person, a date) is set off by direction marks, so that a Latin file name neither turns the
 * line left to right nor takes the punctuation beside it along.
 */
function languageOf(locale: string): MailLanguage {
  let language = compiled.get(locale);
  if (!language) {
    const arb = JSON.parse(readFileSync(catalogOf(locale), 'utf8')) as Record<string, unknown>;
    const messageFormat = new MessageFormat<'string'>(locale, { strict: true, biDiSupport: isRightToLeft(locale) });
    const messages: Record<string, MessageFunction> = {};
    for (const [key, message] of Object.entries(arb))
      if (!key.startsWith('@') && typeof message === 'string') messages[key] = messageFormat.compile(message);
    language = { messages };
    compiled.set(locale, language);
  }
  return language;
}

/**
 * A date as a mail in `locale` writes it, in `timeZone` (an IANA name); in UTC when there is none, or when this
 * server's Intl does not know it (a zone stored by a newer browser, say).
 */
export function mailDate(locale: string, timeZone: string | null, date: Date): string {
  const zone = timeZone ?? MAIL_FALLBACK_TIME_ZONE;
  const key = `${locale} ${zone}`;
  let format = dateFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...DATE_OPTIONS, timeZone: zone });
    } catch {
      return mailDate(locale, null, date);
    }
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** One message in a language, the English one where its catalog lacks it. */
function say(locale: string, key: string, values: Record<string, unknown> = {}): string {
  const message = languageOf(locale).messages[key] ?? languageOf(MAIL_SOURCE_LOCALE).messages[key];
  if (!message) throw new Error(`The mail catalog has no message "${key}"`);
  return message(values);
}

export interface MailedNotification {
  kind: NotificationKind;
  step: WorkflowStep | null;
  by: { username: string; display_name?: string | null } | null;
  /** The document's (file) name. */
  document: string;
  /** When the step it is about is due, for the one who is to do it. */
  due: Date | null;
  /** Where the document opens, when the server knows its public address. */
  link: string | null;
}

/** A notification in words, in a language of mailLanguages(): who did what to which step. */
export function notificationWords(
  locale: string,
  { kind, step, by }: Pick<MailedNotification, 'kind' | 'step' | 'by'>,
) {
  return say(locale, KEYS[kind], {
    by: by ? 'person' : 'none',
    who: by ? personName(by) : '',
    // Select keys are identifiers: the second review's step is review2 in the messages.
    step: step === 'review-2' ? 'review2' : (step ?? 'none'),
    hours: WARNING_HOURS,
  });
}

/** Who a mail is for: their interface language and their browser's time zone (null: none chosen, none known). */
export interface MailRecipient {
  locale: string | null;
  timeZone: string | null;
}

/** The mail of a notification to a person, in their interface language, its dates in their time zone. */
export function notificationMail(
  recipient: MailRecipient,
  notification: MailedNotification,
): { locale: string; subject: string; text: string } {
  const locale = mailLocaleOf(recipient.locale);
  const { document, due, link } = notification;
  const text = notificationWords(locale, notification);
  const lines = [say(locale, 'mailBody', { text, document })];
  if (due) lines.push(say(locale, 'mailDue', { due: mailDate(locale, recipient.timeZone, due) }));
  if (link) lines.push('', say(locale, 'mailOpen'), link);
  lines.push('', say(locale, 'mailLanguageNote'), '', 'Tessera');
  return { locale, subject: say(locale, 'mailSubject', { document, text }), text: `${lines.join('\n')}\n` };
}
