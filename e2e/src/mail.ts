import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { inject } from 'vitest';

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ''));

/** The messages the E2E server's mail server received (global setup), oldest first. */
async function receivedMail(): Promise<ParsedMail[]> {
  const dir = inject('mailDir');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
}

/** The latest message to `to` whose subject matches, waiting for it to arrive (the app sends after answering). */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await receivedMail())
      .reverse()
      .find((message) => recipients(message).includes(to.toLowerCase()) && subject.test(message.subject ?? ''));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with subject ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit code of a password reset e-mail (alone on its line). */
export function resetCodeIn(mail: ParsedMail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the e-mail: ${mail.text}`);
  return code;
}
