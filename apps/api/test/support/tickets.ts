import {
  ATTACHMENT_FIELD,
  fillPath,
  supportEndpoints,
  supportOperatorEndpoints,
  ticketChatEndpoints,
  type Ticket,
  type TicketMessage,
} from '@dhub/contract';
import { call } from '../helpers/catalogue.js';
import { multipart, pngBytes, type UploadFile } from '../helpers/fixtures.js';
import { api } from '../helpers/http.js';
import type { TestContext } from '../helpers/test-app.js';

export const TICKET = {
  subject: 'Payout not received',
  category: 'payments',
  priority: 'high',
  description: 'My payout of last week has not reached my bank account yet.',
};

export const screenshot = (name = 'screen.png'): UploadFile => ({ field: ATTACHMENT_FIELD, name, content: pngBytes(), type: 'image/png' });

/** A multipart POST with a Bearer token. */
export async function postForm(ctx: TestContext, path: string, token: string, fields: Record<string, string>, files: UploadFile[] = []) {
  const body = await multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: api(path),
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

export const openTicket = (ctx: TestContext, token: string, fields: Record<string, string> = TICKET, files: UploadFile[] = []) =>
  postForm(ctx, supportEndpoints.add.path, token, fields, files);

export async function openedTicket(ctx: TestContext, token: string, fields: Record<string, string> = {}, files: UploadFile[] = []) {
  const response = await openTicket(ctx, token, { ...TICKET, ...fields }, files);
  if (response.statusCode !== 201) throw new Error(`open ticket: ${response.statusCode} ${response.body}`);
  return response.json<{ ticket: Ticket }>().ticket;
}

export const writeAsVendor = (ctx: TestContext, token: string, ticketId: string, body: string, files: UploadFile[] = []) =>
  postForm(ctx, ticketChatEndpoints.add.path, token, { ticketId, ...(body && { body }) }, files);

export const answerAsOperator = (ctx: TestContext, admin: string, ticketId: string, body: string, files: UploadFile[] = []) =>
  postForm(ctx, fillPath(supportOperatorEndpoints.reply.path, { ticketId }), admin, body ? { body } : {}, files);

export async function answered(ctx: TestContext, admin: string, ticketId: string, body: string): Promise<TicketMessage> {
  const response = await answerAsOperator(ctx, admin, ticketId, body);
  if (response.statusCode !== 201) throw new Error(`answer: ${response.statusCode} ${response.body}`);
  return response.json<{ chat: TicketMessage }>().chat;
}

export const readTicket = async (ctx: TestContext, token: string, id: string) =>
  (await call(ctx, 'GET', fillPath(supportEndpoints.get.path, { id }), token)).json<Ticket>();

export const conversation = async (ctx: TestContext, token: string, ticketId: string, query = '') =>
  (await call(ctx, 'GET', `${fillPath(ticketChatEndpoints.list.path, { ticketId })}${query}`, token)).json<{
    items: TicketMessage[];
    hasMore: boolean;
  }>();
