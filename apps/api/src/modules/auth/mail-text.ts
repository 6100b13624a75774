import type { OutgoingMail } from '../../mail/mailer.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** An e-mail of plain paragraphs, as text and as HTML (a code alone in its paragraph: mail apps offer to copy it). */
export const paragraphsMail = (to: string, subject: string, paragraphs: string[]): OutgoingMail => ({
  to,
  subject,
  text: paragraphs.join('\n\n'),
  html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
});
