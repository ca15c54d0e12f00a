import nodemailer from 'nodemailer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = 'Hry back-office <no-reply@hry.sk>';

/** SMTP when smtpUrl is set; otherwise every mail becomes an .eml file in outboxDir and its link is logged. */
export function createMailer(opts: {
  smtpUrl?: string;
  outboxDir: string;
  log: (line: string) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message: MailMessage) {
        await transport.sendMail({ from: FROM, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: FROM, ...message });
      mkdirSync(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      opts.log(`E-mail pre ${message.to} uložený do ${file}${link ? `; odkaz: ${link}` : ''}`);
    },
  };
}
