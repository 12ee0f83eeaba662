/**
 * Notifications by mail (SMTP_URL): each is mailed once to its person through a real SMTP conversation with a sink
 * this test starts, in the person's interface language; a mail server that cannot be reached is logged once and
 * keeps no request from succeeding.
 */
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it, vi } from 'vitest';
import { personName } from '@tessera/shared/contract';
import { describeWithDatabases, type TestContext } from '../test/harness.ts';
import { uploadDocument, xliffOf } from '../test/resources.ts';

interface Mail {
  from: string;
  to: string[];
  message: string;
}

/** The bytes of quoted-printable text (RFC 2045), soft line breaks joined. */
const quotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

/** A header's value with its encoded words (RFC 2047) decoded: adjacent ones join, as a character may span two. */
const headerText = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?utf-8\?[QB]\?[^?]*\?=)+/gi, (run) =>
      Buffer.concat(
        [...run.matchAll(/=\?utf-8\?([QB])\?([^?]*)\?=/gi)].map(([, encoding, text]) =>
          encoding!.toUpperCase() === 'B' ? Buffer.from(text!, 'base64') : quotedPrintable(text!.replace(/_/g, ' ')),
        ),
      ).toString('utf8'),
    );

/** A single-part mail as its reader sees it: headers by lower-case name, the text decoded, lines ending in \n. */
function read(mail: Mail): { header: (name: string) => string | undefined; subject: string; text: string } {
  const end = mail.message.indexOf('\r\n\r\n');
  const headers = new Map(
    mail.message
      .slice(0, end)
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const body = mail.message.slice(end + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body).toString('utf8')
        : body;
  return {
    header: (name) => headers.get(name.toLowerCase()),
    subject: headerText(headers.get('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n'),
  };
}

/** An SMTP server that keeps what it is sent. */
async function startSmtpSink(): Promise<{ url: string; mails: Mail[]; stop(): Promise<void> }> {
  const mails: Mail[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        mails.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((recipient) => recipient.address),
          message: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, stop: () => new Promise((resolve) => sink.close(resolve)) };
}

/** A port nothing listens on: it was free a moment ago. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sink = await startSmtpSink();
afterAll(() => sink.stop());

async function until<T>(what: () => T | undefined, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = what();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Assigns a new person the translation of a new document; `locale` is the interface language they chose first,
 * `time_zone` their browser's, as the interface sends it.
 */
async function assign(t: TestContext, dueInHours: number, name: string, locale?: string, time_zone?: string) {
  const manager = await t.signIn('manager');
  const translator = await t.createUser('user');
  if (locale || time_zone) {
    const chooser = await t.signInAs(translator.user.email, translator.password);
    const chosen = await chooser.inject({ method: 'PUT', url: '/api/user/', payload: { locale, time_zone } });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
  const document = await uploadDocument(t, manager, xliffOf([['Mail me.']]), { name });
  const due = new Date(Date.now() + dueInHours * 3600_000);
  const assigned = await manager.inject({
    method: 'PUT',
    url: `/api/document/${document.id}/assignments`,
    payload: { assignments: [{ step: 'translation', user_id: translator.user.id, due_at: due.toISOString() }] },
  });
  return { assigned, manager: manager.user, translator: translator.user, document, due };
}

/** How a language writes a date's weekday and month (the mail says more: the day, the year, the time). */
const dateWords = (locale: string, date: Date) =>
  ['weekday', 'month'].map((part) => new Intl.DateTimeFormat(locale, { [part]: 'long', timeZone: 'UTC' }).format(date));

describeWithDatabases(
  'notifications by mail',
  (t) => {
    const mailsTo = (email: string) => sink.mails.filter((mail) => mail.to.includes(email));
    /** The two mails of an assignment due soon: the assignment's, then the deadline's the check finds. */
    const bothMailsTo = (email: string) =>
      until(() => (mailsTo(email).length >= 2 ? mailsTo(email).map(read) : undefined));

    it("mails each notification once to its person's address: the assignment, then the deadline the check finds", async () => {
      const { assigned, manager, translator, document, due } = await assign(t, 2, 'mailed-notes.xlf');
      expect(assigned.statusCode, assigned.body).toBe(200);

      const [first, second] = await bothMailsTo(translator.email);
      expect(mailsTo(translator.email)[0]!.from).toBe('tessera@example.test');
      // Nobody chose a language: English, as the contract's describeNotification says it.
      expect(first!.header('Content-Language')).toBe('en');
      expect(first!.subject).toBe(`mailed-notes.xlf: ${personName(manager)} assigned you the translation`);
      expect(first!.text).toContain(`${personName(manager)} assigned you the translation: mailed-notes.xlf.\nDue: `);
      for (const words of dateWords('en', due)) expect(first!.text).toContain(words);
      // No browser has told the person's time zone: UTC, said as such.
      expect(first!.text).toMatch(/^Due: .+ UTC$/m);
      expect(first!.text).toContain(
        `Open the document in Tessera:\nhttps://tessera.example.test/document/${document.id}\n`,
      );
      expect(first!.text).toContain('You can choose the language of these e-mails in your Tessera profile.');
      expect(second!.subject).toBe('mailed-notes.xlf: Your translation is due within 24 hours');

      // Every later check finds the deadline told already, and nothing is mailed twice.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(mailsTo(translator.email)).toHaveLength(2);
    });

    it('writes to a person who chose German in German, the due date as German writes it', async () => {
      const { assigned, manager, translator, document, due } = await assign(t, 2, 'bericht.xlf', 'de');
      expect(assigned.statusCode, assigned.body).toBe(200);

      const [first, second] = await bothMailsTo(translator.email);
      expect(first!.header('Content-Language')).toBe('de');
      expect(first!.subject).toBe(`bericht.xlf: ${personName(manager)} hat Ihnen die Übersetzung zugewiesen`);
      expect(first!.text).toContain(`${personName(manager)} hat Ihnen die Übersetzung zugewiesen: bericht.xlf.\n`);
      expect(first!.text).toMatch(/^Fällig: .+ UTC$/m);
      for (const words of dateWords('de', due)) expect(first!.text).toMatch(new RegExp(`^Fällig: .*${words}`, 'm'));
      expect(first!.text).toContain(
        `Dokument in Tessera öffnen:\nhttps://tessera.example.test/document/${document.id}\n`,
      );
      expect(first!.text).toContain('Die Sprache dieser E-Mails können Sie in Ihrem Tessera-Profil wählen.');
      expect(first!.text).not.toMatch(/assigned|Due|Open/);
      expect(second!.subject).toBe('bericht.xlf: Ihre Übersetzung ist innerhalb von 24 Stunden fällig');
      expect(second!.text).toMatch(/^Fällig: /m);
    });

    it('writes the due date in the time zone of the browser the person uses, naming the zone', async () => {
      const { assigned, translator, due } = await assign(t, 48, 'tokio.xlf', 'de', 'Asia/Tokyo');
      expect(assigned.statusCode, assigned.body).toBe(200);

      const [mail] = await until(() =>
        mailsTo(translator.email).length >= 1 ? mailsTo(translator.email).map(read) : undefined,
      );
      const inTokyo = new Intl.DateTimeFormat('de', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' });
      const day = new Intl.DateTimeFormat('de', { day: 'numeric', month: 'long', timeZone: 'Asia/Tokyo' });
      expect(mail!.text).toMatch(new RegExp(`^Fällig: .*${day.format(due)} .*${inTokyo.format(due)} GMT\\+9$`, 'm'));
    });

    it('writes in English to a person whose language has no mail catalog', async () => {
      const { assigned, manager, translator } = await assign(t, 48, 'relatorio.xlf', 'pt-BR');
      expect(assigned.statusCode, assigned.body).toBe(200);

      const [mail] = await until(() =>
        mailsTo(translator.email).length >= 1 ? mailsTo(translator.email).map(read) : undefined,
      );
      expect(mail!.header('Content-Language')).toBe('en');
      expect(mail!.subject).toBe(`relatorio.xlf: ${personName(manager)} assigned you the translation`);
      expect(mail!.text).toMatch(/^Due: /m);
    });
  },
  {
    config: {
      smtp: { url: sink.url, from: 'Tessera <tessera@example.test>' },
      publicUrl: 'https://tessera.example.test',
      deadlineCheckMs: 100,
    },
  },
);

const unreachable = `smtp://127.0.0.1:${await closedPort()}`;

describeWithDatabases(
  'notifications by mail when the mail server cannot be reached',
  (t) => {
    it('still answers the request that made them, and logs the failure once', async () => {
      const logged = vi.spyOn(t.app.log, 'error');
      const loggedDebug = vi.spyOn(t.app.log, 'debug');
      const outcomes = [await assign(t, 48, 'first.xlf'), await assign(t, 48, 'second.xlf')];
      for (const { assigned } of outcomes) expect(assigned.statusCode, assigned.body).toBe(200);

      // Both were tried; the first failure is an error, the second only a line for whoever debugs.
      const notMailed = ([, message]: unknown[]) => String(message).includes('not mailed');
      await until(() => (loggedDebug.mock.calls.filter(notMailed).length >= 1 ? true : undefined));
      const mailErrors = logged.mock.calls.filter(notMailed);
      expect(mailErrors).toHaveLength(1);
    });
  },
  { config: { smtp: { url: unreachable, from: 'tessera@example.test' } } },
);
