import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import { UpstreamUnavailableError } from '../../domain/errors.js';
import type { ConfigStore } from '../../domain/config/configStore.js';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail (email verification links). */
export interface MailSender {
  readonly kind: 'smtp' | 'sink' | 'log';
  send(mail: Mail): Promise<void>;
}

/** The operator's SMTP server (nodemailer). */
class SmtpMailSender implements MailSender {
  readonly kind = 'smtp';
  constructor(private readonly settings: { host: string; port: number; user: string; password: string; from: string }) {}

  async send(mail: Mail) {
    const { host, port, user, password, from } = this.settings;
    // Loaded on first use: most sites never configure SMTP, and start-up should not pay for it.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport({
      host,
      port,
      secure: port === 465,
      auth: { user, pass: password },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
    });
    try {
      await transport.sendMail({ from: from || user, ...mail });
    } catch (error) {
      throw new UpstreamUnavailableError('mail', 'SMTP send failed', { cause: error });
    } finally {
      transport.close();
    }
  }
}

/** apps/sim's mail sink (demo mode and tests). */
class SinkMailSender implements MailSender {
  readonly kind = 'sink';
  constructor(private readonly url: string) {}

  async send(mail: Mail) {
    const reply = await fetch(new URL('mail/send', this.url.endsWith('/') ? this.url : `${this.url}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(mail),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new UpstreamUnavailableError('mail', 'mail sink unreachable', { cause: error });
    });
    if (!reply.ok) throw new UpstreamUnavailableError('mail', `mail sink ${reply.status}`);
  }
}

/** No provider: the mail (and its link) goes to the server log, so a demo install still works. */
class LogMailSender implements MailSender {
  readonly kind = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(mail: Mail) {
    this.log.warn({ to: mail.to, subject: mail.subject, text: mail.text }, 'no mail provider configured: mail written to the log (demo mode)');
  }
}

export function mailSenderFor(env: Env, config: ConfigStore, log: FastifyBaseLogger): MailSender {
  const host = config.get<string>('mailSmtpHost', '');
  if (host) {
    return new SmtpMailSender({
      host,
      port: Number(config.get('mailSmtpPort', 465)),
      user: config.get<string>('mailSmtpUser', ''),
      password: config.get<string>('mailSmtpPassword', ''),
      from: config.get<string>('mailFrom', ''),
    });
  }
  return env.MAIL_SINK_URL ? new SinkMailSender(env.MAIL_SINK_URL) : new LogMailSender(log);
}
