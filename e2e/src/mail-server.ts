import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The E2E server's mail server: a real SMTP server (smtp-server) on a free loopback port that
 * writes every message it receives, as sent, to `dir` (one .eml file each, in arrival order), where
 * the tests read them (src/mail.ts). Started by the global setup with the app (SMTP_URL).
 */
export async function startMailServer(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const file = path.join(dir, `${String(++received).padStart(6, '0')}.eml`);
        writeFile(file, Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
