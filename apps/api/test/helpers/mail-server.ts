import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMailServer {
  /** SMTP_URL for the app under test. */
  url: string;
  /** Every message received, parsed, in arrival order. */
  received: ParsedMail[];
  /** The first message to `to` received after `since` messages (polls until `timeoutMs`). */
  next(to: string, options?: { since?: number; timeoutMs?: number }): Promise<ParsedMail>;
  close(): Promise<void>;
}

const toAddresses = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase()));

/**
 * A real SMTP server on a free loopback port (smtp-server), started by the test: what the app
 * sends through nodemailer arrives here over SMTP. Recipients `refuse` names are refused (550);
 * a recipient's answer waits for the promise `hold` gives for it, if any (a slow server).
 */
export async function startMailServer({
  refuse = () => false,
  hold = () => undefined,
}: { refuse?: (to: string) => boolean; hold?: (to: string) => Promise<void> | undefined } = {}): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      void (hold(address.address) ?? Promise.resolve()).then(() => {
        if (refuse(address.address)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        callback();
      });
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async next(to, { since = 0, timeoutMs = 5000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.slice(since).find((candidate) => toAddresses(candidate).includes(to.toLowerCase()));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a reset e-mail (alone on its line). */
export const codeIn = (mail: ParsedMail): string => {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
};
