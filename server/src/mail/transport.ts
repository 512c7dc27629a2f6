import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where mail goes besides the outbox table. */
export interface MailTransport {
  readonly name: string;
  send(mail: Mail): Promise<void>;
  /** An SMS provider, when there is one (none yet in production; tests record SMS here). */
  sms?(message: Mail): Promise<void>;
  close?(): Promise<void> | void;
}

/** No delivery: the outbox row and the log line are all there is (the default, and the demo). */
export const logOnlyTransport: MailTransport = { name: 'log', send: async () => undefined };

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transporter.close(),
  };
}

/** A transport that keeps what it was given, for tests: mail in `sent`, SMS in `texts`. */
export function memoryTransport(): MailTransport & { sent: Mail[]; texts: Mail[] } {
  const sent: Mail[] = [];
  const texts: Mail[] = [];
  return { name: 'memory', sent, texts, send: async (mail) => void sent.push(mail), sms: async (sms) => void texts.push(sms) };
}
