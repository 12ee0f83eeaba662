/**
 * Notifications by mail (SMTP_URL): each is mailed once to its person through a real SMTP conversation with a sink
 * this test starts; a mail server that cannot be reached is logged once and keeps no request from succeeding.
 */
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it, vi } from 'vitest';
import { describeWithDatabases, type TestContext } from '../test/harness.ts';
import { uploadDocument, xliffOf } from '../test/resources.ts';

interface Mail {
  from: string;
  to: string[];
  message: string;
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

async function assign(t: TestContext, dueInHours: number, name: string) {
  const manager = await t.signIn('manager');
  const translator = await t.createUser('user');
  const document = await uploadDocument(t, manager, xliffOf([['Mail me.']]), { name });
  const assigned = await manager.inject({
    method: 'PUT',
    url: `/api/document/${document.id}/assignments`,
    payload: {
      assignments: [
        {
          step: 'translation',
          user_id: translator.user.id,
          due_at: new Date(Date.now() + dueInHours * 3600_000).toISOString(),
        },
      ],
    },
  });
  return { assigned, translator: translator.user, document };
}

describeWithDatabases(
  'notifications by mail',
  (t) => {
    it("mails each notification once to its person's address: the assignment, then the deadline the check finds", async () => {
      const { assigned, translator, document } = await assign(t, 2, 'mailed-notes.xlf');
      expect(assigned.statusCode, assigned.body).toBe(200);

      const mailsTo = () => sink.mails.filter((mail) => mail.to.includes(translator.email));
      const [first, second] = await until(() => (mailsTo().length >= 2 ? mailsTo() : undefined));
      expect(first!.from).toBe('tessera@example.test');
      expect(first!.message).toContain('Subject: mailed-notes.xlf: manager');
      expect(first!.message).toContain('assigned you the translation');
      expect(first!.message).toContain(`https://tessera.example.test/document/${document.id}`);
      expect(second!.message).toContain('Subject: mailed-notes.xlf: Your translation is due within 24 hours');

      // Every later check finds the deadline told already, and nothing is mailed twice.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(mailsTo()).toHaveLength(2);
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
