import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../application/service/invoices/ports';

export interface MailerSettings {
  /** The sender, e.g. "Dealer Portal <no-reply@dealer-portal.example>". */
  from: string;
  /** An SMTP URL (smtp://user:pass@host:587) sends for real; without one, messages go to the outbox folder. */
  smtpUrl?: string;
  /** Folder the rendered messages are written to as .eml files when no SMTP server is set. */
  outboxFolder?: string;
}

/** A file name part made of plain characters only. */
function plain(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'message';
}

/**
 * Sends e-mail with nodemailer: through SMTP when a URL is configured, otherwise rendered by nodemailer's stream
 * transport into a complete RFC 822 message and written to the outbox folder as an .eml file any mail program opens.
 */
export class MailerNodemailer implements Mailer {
  private readonly transport: Transporter;
  private readonly outbox: string | undefined;

  constructor(private readonly settings: MailerSettings) {
    this.outbox = settings.smtpUrl ? undefined : resolve(settings.outboxFolder ?? './data/outbox');
    this.transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Where rendered messages are written, or undefined when they go out through SMTP. */
  get outboxFolder(): string | undefined {
    return this.outbox;
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({
      from: this.settings.from,
      to: { name: message.to.name, address: message.to.address },
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments?.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(attachment.content) })),
    });
    if (this.outbox) {
      await mkdir(this.outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${plain(info.messageId)}.eml`;
      const path = join(this.outbox, name);
      // Written beside the target and renamed, so a reader of the outbox never sees half a message.
      await writeFile(`${path}.partial`, (info as unknown as { message: Buffer }).message);
      await rename(`${path}.partial`, path);
    }
    return { messageId: info.messageId };
  }
}
