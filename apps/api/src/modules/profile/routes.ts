import { profileEndpoints as E, profileOperatorEndpoints as O, PROFILE_MESSAGES as M } from '@dhub/contract';
import { featureRoutes } from '../../http/route.js';
import { readBank } from './bank-read.js';
import { reviewBank } from './bank-review.js';
import { updateBank } from './bank-update.js';
import { sendDocumentFile } from './document-file.js';
import { reviewDocument } from './document-review.js';
import { readDocuments, readVendorDocuments } from './documents-read.js';
import { updateDocuments } from './documents-update.js';
import { ownStore } from './own-store.js';
import { updateProfile } from './profile-update.js';
import { updateStore } from './store-update.js';
import { updateTwoStep } from './two-step-update.js';

export const profileRoutes = featureRoutes((route, { db, storage }) => {
  route(E.updateProfile, ({ actor, form }) => updateProfile(db, storage, actor, form));
  route(E.updateStore, ({ actor, form }) => updateStore(db, storage, actor, form));
  route(E.documents, ({ actor, query }) => readVendorDocuments(db, ownStore(actor, query.storeId).id));
  route(E.documentFile, ({ actor, params, reply }) =>
    sendDocumentFile({ db, storage }, reply, { storeId: ownStore(actor, params.storeId).id, document: params.document }),
  );
  route(E.updateDocuments, ({ actor, form }) => updateDocuments(db, storage, actor, form));
  route(E.bank, ({ actor, query }) => readBank(db, ownStore(actor, query.storeId).id));
  route(E.updateBank, ({ actor, body }) => updateBank(db, actor, body));
  route(E.updateTwoStep, ({ actor, body }) => updateTwoStep(db, actor, body));

  route(O.documents, ({ params }) => readDocuments(db, params.id));
  route(O.documentFile, ({ params, reply }) => sendDocumentFile({ db, storage }, reply, { storeId: params.id, document: params.document }));
  route(O.verifyDocument, async ({ actor, params, body }) => ({
    message: M.documentVerifiedDone,
    store: await reviewDocument(db, {
      storeId: params.id,
      document: params.document,
      reviewerId: actor.userId,
      decision: { status: 'verified' },
      seen: body?.submittedAt,
    }),
  }));
  route(O.rejectDocument, async ({ actor, params, body }) => ({
    message: M.documentRejectedDone,
    store: await reviewDocument(db, {
      storeId: params.id,
      document: params.document,
      reviewerId: actor.userId,
      decision: { status: 'rejected', reason: body.reason },
      seen: body.submittedAt,
    }),
  }));
  route(O.verifyBank, ({ actor, params, body }) =>
    reviewBank(db, { storeId: params.id, reviewerId: actor.userId, decision: { status: 'verified' }, seen: body?.changedAt }),
  );
  route(O.rejectBank, ({ actor, params, body }) =>
    reviewBank(db, {
      storeId: params.id,
      reviewerId: actor.userId,
      decision: { status: 'rejected', reason: body.reason },
      seen: body.changedAt,
    }),
  );
});
