import nodemailer from "nodemailer";
import type { Logger } from "./logger.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each mail is written to the log. In
 * production the log gets only the envelope: a mail's text can carry a secret (a reset link), and logs
 * are read by more people and systems than a mailbox.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  logger: Logger;
  production?: boolean;
}): Mailer {
  if (!options.smtpUrl) {
    if (options.production) options.logger.warn("SMTP_URL is not set: mails are logged without their text");
    return {
      async send(mail) {
        const logged = options.production
          ? { to: mail.to, subject: mail.subject }
          : { to: mail.to, subject: mail.subject, text: mail.text };
        options.logger.info({ mail: logged }, "mail (log transport)");
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
