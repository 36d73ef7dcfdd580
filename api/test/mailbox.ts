import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The List-Unsubscribe and List-Unsubscribe-Post headers ('' when absent). */
  listUnsubscribe: string;
  listUnsubscribePost: string;
}

/** Undoes quoted-printable: soft line breaks and =XX bytes (nodemailer uses it for long lines). */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(raw: string, envelopeTo: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return {
    to: envelopeTo,
    subject: header('Subject'),
    text: text.replace(/\r\n/g, '\n'),
    listUnsubscribe: header('List-Unsubscribe'),
    listUnsubscribePost: header('List-Unsubscribe-Post'),
  };
}

/** A real SMTP server on loopback that keeps what it receives, for tests that follow e-mailed links. */
export async function startMailbox(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address).join(',');
        received.push(parse(Buffer.concat(chunks).toString('latin1'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    /** Waits for a mail to `to` whose subject matches, up to 10 s. */
    async waitFor(to: string, subject: RegExp): Promise<ReceivedMail> {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const mail = received.find((m) => m.to === to && subject.test(m.subject));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to} matching ${subject}; received: ${received.map((m) => `${m.to} "${m.subject}"`).join('; ')}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token in the first link of a mail that points at `path`. */
export function tokenFrom(mail: Pick<ReceivedMail, 'text'>, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  return decodeURIComponent(match[1]!);
}
