import {
  addMessageFieldsSchema,
  addTicketFieldsSchema,
  operatorMessageFieldsSchema,
  supportEndpoints,
  supportOperatorEndpoints,
  ticketChatEndpoints,
} from '@dhub/contract';
import { ownStoreIds } from '../../access/actor.js';
import { featureRoutes } from '../../http/route.js';
import { HttpError } from '../../lib/http-error.js';
import { checkAttachments, sendAttachment } from './attachments.js';
import { formFields } from './form.js';
import { addMessage, deleteMessage, listMessages, markRead, signalTyping } from './messages.js';
import { listOperatorTickets, listVendorTickets, readOperatorTicket, readTicket, unreadSummary } from './ticket-read.js';
import { actOnTicket, editTicket, openTicket, removeTicket, setTicketStatus } from './ticket-write.js';
import { operatorViewer, ticketScope, vendorViewer } from './viewer.js';

export const supportRoutes = featureRoutes((route, { db, storage }) => {
  route(supportEndpoints.add, async ({ actor, form }) => {
    const fields = formFields(addTicketFieldsSchema, form);
    if (fields.storeId && !ownStoreIds(actor).includes(fields.storeId)) throw new HttpError(404, 'shopNotFound');
    return openTicket(db, storage, vendorViewer(actor), { fields, files: await checkAttachments(form) });
  });
  route(supportEndpoints.list, ({ actor, query }) => listVendorTickets(db, vendorViewer(actor), query));
  route(supportEndpoints.get, ({ actor, params }) => readTicket(db, vendorViewer(actor), params.id));
  route(supportEndpoints.update, ({ actor, params, body }) => editTicket(db, vendorViewer(actor), params.id, body));
  route(supportEndpoints.remove, ({ actor, params }) => removeTicket(db, storage, vendorViewer(actor), params.id));
  route(supportEndpoints.act, ({ actor, params, body }) => actOnTicket(db, vendorViewer(actor), params.id, body.action));
  route(supportEndpoints.attachment, ({ actor, params, reply }) =>
    sendAttachment(db, storage, reply, { id: params.id, scope: ticketScope(vendorViewer(actor)) }),
  );

  route(ticketChatEndpoints.add, async ({ actor, form }) => {
    const { ticketId, body } = formFields(addMessageFieldsSchema, form);
    return addMessage(db, storage, vendorViewer(actor), { ticketId, body, files: await checkAttachments(form) });
  });
  route(ticketChatEndpoints.list, ({ actor, params, query }) => listMessages(db, vendorViewer(actor), params.ticketId, query));
  route(ticketChatEndpoints.remove, ({ actor, params }) => deleteMessage(db, storage, vendorViewer(actor), params.id));
  route(ticketChatEndpoints.read, ({ actor, params }) => markRead(db, vendorViewer(actor), params.ticketId));
  route(ticketChatEndpoints.typing, ({ actor, params }) => signalTyping(db, vendorViewer(actor), params.ticketId));
  route(ticketChatEndpoints.unread, ({ actor }) => unreadSummary(db, vendorViewer(actor)));

  route(supportOperatorEndpoints.list, ({ actor, query }) => listOperatorTickets(db, operatorViewer(actor), query));
  route(supportOperatorEndpoints.get, ({ actor, params }) => readOperatorTicket(db, operatorViewer(actor), params.id));
  route(supportOperatorEndpoints.messages, ({ actor, params, query }) => listMessages(db, operatorViewer(actor), params.ticketId, query));
  route(supportOperatorEndpoints.reply, async ({ actor, params, form }) => {
    const { body } = formFields(operatorMessageFieldsSchema, form);
    return addMessage(db, storage, operatorViewer(actor), { ticketId: params.ticketId, body, files: await checkAttachments(form) });
  });
  route(supportOperatorEndpoints.setStatus, ({ actor, params, body }) =>
    setTicketStatus(db, operatorViewer(actor), params.id, body.status),
  );
  route(supportOperatorEndpoints.read, ({ actor, params }) => markRead(db, operatorViewer(actor), params.ticketId));
  route(supportOperatorEndpoints.typing, ({ actor, params }) => signalTyping(db, operatorViewer(actor), params.ticketId));
  route(supportOperatorEndpoints.attachment, ({ actor, params, reply }) =>
    sendAttachment(db, storage, reply, { id: params.id, scope: ticketScope(operatorViewer(actor)) }),
  );
});
