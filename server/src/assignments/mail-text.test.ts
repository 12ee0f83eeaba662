import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeNotification, NotificationKind } from '@tessera/shared/contract';
import { mailDate, mailLanguages, mailLocaleOf, notificationMail, notificationWords } from './mail-text.ts';

const interfaceLanguages = JSON.parse(
  readFileSync(new URL('../../../shared/src/i18n/languages.json', import.meta.url), 'utf8'),
) as string[];

const ana = { username: 'ana', display_name: 'Ana López' };

describe("the notification mails' words", () => {
  it('say in English what the contract says of every kind, step and actor', () => {
    for (const kind of NotificationKind.options)
      for (const step of ['translation', 'review', 'review-2', null] as const)
        for (const by of [ana, { username: 'bo', display_name: null }, null]) {
          const notification = { kind, step, by };
          const contract = describeNotification(notification);
          // Mid-sentence, a nameless actor is "someone" (the top bar's words say so too).
          const english = kind === 'activated' ? contract.replace(': Someone', ': someone') : contract;
          expect(notificationWords('en', notification)).toBe(english);
        }
  });

  it('exist in every interface language', () => {
    expect([...mailLanguages()].sort()).toEqual([...interfaceLanguages].sort());
  });

  it("follow the person's interface language, its base language's, else English", () => {
    expect(mailLocaleOf(null)).toBe('en');
    expect(mailLocaleOf('de')).toBe('de');
    expect(mailLocaleOf('de-AT')).toBe('de');
    expect(mailLocaleOf('ja')).toBe('ja');
    expect(mailLocaleOf('pt-BR')).toBe('en');
    expect(mailLocaleOf('it')).toBe('en');
  });

  it('keep an Arabic line right to left around a Latin file name, and count hours as Arabic does', () => {
    const { subject, text } = notificationMail(
      { locale: 'ar', timeZone: null },
      {
        kind: 'deadline',
        step: 'translation',
        by: null,
        document: 'manual.docx',
        due: new Date('2026-11-27T09:00:00Z'),
        link: null,
      },
    );
    // A right-to-left mark before the file name: the line's first strong character is not its Latin "m".
    expect(subject.startsWith('\u200Fmanual.docx\u200F')).toBe(true);
    expect(subject).toContain('خلال 24 ساعة');
    expect(text).toContain('موعد التسليم: ');
  });

  it("write the due date in the recipient's time zone, named, and in UTC while none is known", () => {
    const due = new Date('2026-11-27T09:00:00Z');
    const mail = (locale: string, timeZone: string | null) =>
      notificationMail(
        { locale, timeZone },
        { kind: 'assigned', step: 'review', by: ana, document: 'guide.md', due, link: null },
      ).text.split('\n')[1];
    expect(mail('en', null)).toBe('Due: Friday, November 27, 2026 at 9:00 AM UTC');
    expect(mail('en', 'America/New_York')).toBe('Due: Friday, November 27, 2026 at 4:00 AM EST');
    expect(mail('de', 'Europe/Berlin')).toBe('Fällig: Freitag, 27. November 2026 um 10:00 MEZ');
    expect(mail('ja', 'Asia/Tokyo')).toBe('期限: 2026年11月27日金曜日 18:00 JST');
    // The day turns with the zone: Friday 12:00 UTC is Saturday already in Kiritimati (UTC+14).
    expect(mailDate('en', 'Pacific/Kiritimati', new Date('2026-11-27T12:00:00Z'))).toBe(
      'Saturday, November 28, 2026 at 2:00 AM GMT+14',
    );
  });

  it('fall back to UTC for a zone this server does not know', () => {
    const due = new Date('2026-11-27T09:00:00Z');
    expect(mailDate('fr', 'Mars/Olympus_Mons', due)).toBe(mailDate('fr', null, due));
    expect(mailDate('fr', null, due)).toBe('vendredi 27 novembre 2026 à 09:00 UTC');
  });

  it('leave out the due date and the link when there are none', () => {
    const { locale, subject, text } = notificationMail(
      { locale: 'fr', timeZone: null },
      {
        kind: 'mentioned',
        step: null,
        by: ana,
        document: 'guide.md',
        due: null,
        link: null,
      },
    );
    expect(locale).toBe('fr');
    expect(subject).toBe('guide.md : Ana López (ana) vous a mentionné dans un commentaire');
    expect(text).toBe(
      'Ana López (ana) vous a mentionné dans un commentaire : guide.md.\n\n' +
        'Vous pouvez choisir la langue de ces e-mails dans votre profil Tessera.\n\nTessera\n',
    );
  });
});
