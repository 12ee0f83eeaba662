import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationKind, WorkflowStep } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import type { SmtpSettings } from '../config.ts';
import { notificationMail } from './mail-text.ts';

interface ClaimedNotification {
  kind: NotificationKind;
  step: WorkflowStep | null;
  document_id: number;
  document_name: string;
  /** The position of the segment it is about (a mention's). */
  position: number | null;
  email: string;
  /** The recipient's interface language; null when they chose none. */
  locale: string | null;
  /** The recipient's time zone (their browser's); null while none is known. */
  time_zone: string | null;
  /** When the recipient's step is due: a deadline's due date, or that of the step they are assigned or handed. */
  due_at: Date | null;
  actor_id: number | null;
  actor_name: string | null;
  actor_display_name: string | null;
}

/**
 * Mails each new notification to its person (SMTP_URL): nodemailer speaks SMTP with its pooling, STARTTLS and
 * authentication, which are not ours to write again. Every API process hears every new notification; the one
 * whose update marks it mailed first sends it, so each is mailed once. A mail that fails is lost: the notification
 * stays in the top bar, and the failure is logged once until a mail goes out again, so an SMTP server that is down
 * does not fill the log with one error per notification. Each mail is written in its recipient's interface language,
 * its dates in their time zone (mail-text.ts).
 */
export class Mailer {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #from: string;
  readonly #publicUrl: string | undefined;
  readonly #transport: Transporter;
  #failing = false;

  constructor(db: Db, log: FastifyBaseLogger, smtp: SmtpSettings, publicUrl: string | undefined) {
    this.#db = db;
    this.#log = log;
    this.#from = smtp.from;
    this.#publicUrl = publicUrl;
    this.#transport = nodemailer.createTransport(smtp.url);
  }

  /** Mails notification `id` unless another process took it first; never throws. */
  readonly send = (id: number): void => {
    void this.#mail(id);
  };

  close(): void {
    this.#transport.close();
  }

  async #mail(id: number): Promise<void> {
    try {
      const notification = await this.#claim(id);
      if (!notification) return;
      await this.#transport.sendMail(this.#message(notification));
      if (this.#failing) this.#log.info('notifications are mailed again');
      this.#failing = false;
    } catch (error) {
      if (this.#failing) return this.#log.debug({ err: error }, 'a notification was not mailed either');
      this.#failing = true;
      this.#log.error({ err: error }, 'a notification was not mailed; further failures are not logged until one is');
    }
  }

  /** Marks the notification mailed and reads what the mail says; undefined when another process took it first. */
  async #claim(id: number): Promise<ClaimedNotification | undefined> {
    const { rows } = await sql<ClaimedNotification>`
      with claimed as (
        update notifications set mailed_at = now() where id = ${id} and mailed_at is null
        returning kind, step, document_id, record_id, user_id, actor_id, due_at)
      select c.kind, c.step, c.document_id, d.name as document_name, r.position, u.email, u.locale, u.time_zone,
        c.actor_id, a.username as actor_name, a.display_name as actor_display_name,
        case when c.kind = 'deadline' then c.due_at
          when c.kind in ('assigned', 'activated', 'returned') then s.due_at end as due_at
      from claimed c
      join users u on u.id = c.user_id and not u.disabled
      join documents d on d.id = c.document_id
      left join users a on a.id = c.actor_id
      left join document_records r on r.id = c.record_id
      left join document_assignments s on s.document_id = c.document_id and s.step = c.step
        and s.user_id = c.user_id and s.delivered_at is null`.execute(this.#db);
    return rows[0];
  }

  #message(notification: ClaimedNotification) {
    const { kind, step, actor_id, actor_name, actor_display_name, document_name, document_id, position } = notification;
    const by =
      actor_id === null || actor_name === null ? null : { username: actor_name, display_name: actor_display_name };
    const segment = position === null ? '' : `?segment=${position + 1}`;
    const link = this.#publicUrl ? `${this.#publicUrl}/document/${document_id}${segment}` : null;
    const due = notification.due_at === null ? null : new Date(notification.due_at);
    const recipient = { locale: notification.locale, timeZone: notification.time_zone };
    const mail = notificationMail(recipient, { kind, step, by, document: document_name, due, link });
    return {
      from: this.#from,
      to: notification.email,
      subject: mail.subject,
      text: mail.text,
      headers: { 'Content-Language': mail.locale },
    };
  }
}
