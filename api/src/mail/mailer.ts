import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Queryable } from '../db/index.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Every mail goes to the outbox table first. With SMTP_URL it is then sent by SMTP and marked sent (or its
 * error kept); without, the embedded default, it is written to the log so a developer can follow its links.
 */
export function createMailer(config: Config, db: Queryable, log: FastifyBaseLogger): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db.query<{ id: number }>('INSERT INTO outbox (recipient, subject, body) VALUES ($1, $2, $3) RETURNING id', [mail.to, mail.subject, mail.text]);
      const id = row!.id;
      if (!transport) {
        log.info({ mail: { id, subject: mail.subject, body: mail.text } }, 'mail kept in the outbox (no SMTP_URL set)');
        return;
      }
      try {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
        await db.query('UPDATE outbox SET sent_at = now() WHERE id = $1', [id]);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.query('UPDATE outbox SET error = $2 WHERE id = $1', [id, message]);
        log.error({ mailId: id, err: message }, 'mail could not be sent');
        throw error;
      }
    },
    close() {
      transport?.close();
    },
  };
}
