import { addDeliveryBoyFieldsSchema, deliveryBoyEndpoints as E, editDeliveryBoyFieldsSchema } from '@dhub/contract';
import { ownStoreIds } from '../../access/actor.js';
import { featureRoutes } from '../../http/route.js';
import { assignDeliveryBoy, orderDelivery } from './assignment.js';
import { listDeliveryBoys } from './delivery-boy-list.js';
import { readDeliveryBoy } from './delivery-boy-read.js';
import { activate, addDeliveryBoy, deactivate, editDeliveryBoy, ownDeliveryBoy, removeDeliveryBoy, setDuty } from './delivery-boy-write.js';
import { sendDocument } from './document-file.js';
import { parseFields, sentDocuments } from './documents.js';
import { deliveringStoreOf } from './store-scope.js';

export const deliveryBoyRoutes = featureRoutes((route, { db, storage }) => {
  route(E.list, ({ actor, query }) => listDeliveryBoys(db, ownStoreIds(actor, query.storeId), query));

  route(E.add, async ({ actor, form }) => {
    const fields = parseFields(addDeliveryBoyFieldsSchema, form);
    deliveringStoreOf(actor, fields.storeId);
    return addDeliveryBoy(db, storage, { fields, documents: await sentDocuments(form) });
  });

  route(E.detail, ({ actor, params }) => readDeliveryBoy(db, ownDeliveryBoy(actor, params.id)));

  route(E.update, async ({ actor, params, form }) => {
    const fields = parseFields(editDeliveryBoyFieldsSchema, form);
    return editDeliveryBoy(db, storage, actor, params.id, { fields, documents: await sentDocuments(form) });
  });

  route(E.setDuty, ({ actor, params, body }) => setDuty(db, actor, params.id, body.onDuty));
  route(E.deactivate, ({ actor, params }) => deactivate(db, actor, params.id));
  route(E.activate, ({ actor, params }) => activate(db, actor, params.id));
  route(E.remove, ({ actor, params }) => removeDeliveryBoy(db, storage, actor, params.id));

  route(E.document, ({ actor, params, reply }) =>
    sendDocument({ db, storage }, reply, { where: ownDeliveryBoy(actor, params.id), id: params.id, kind: params.kind }),
  );

  route(E.orderDelivery, ({ actor, params }) => orderDelivery(db, ownStoreIds(actor), params.orderId));
  route(E.assign, ({ actor, body }) => assignDeliveryBoy(db, actor, body));
});
