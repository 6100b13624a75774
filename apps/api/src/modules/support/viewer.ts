import type { TicketAuthor } from '@dhub/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { supportTickets } from '../../db/support-schema.js';

/** Who reads or writes: a vendor (its own tickets only) or the operator (every ticket). */
export type Viewer = { side: 'vendor'; userId: string } | { side: 'operator'; userId: string };

export const vendorViewer = (actor: Actor): Viewer => ({ side: 'vendor', userId: actor.userId });
export const operatorViewer = (actor: Actor): Viewer => ({ side: 'operator', userId: actor.userId });

/** The tickets a viewer may see (undefined: all). */
export const ticketScope = (viewer: Viewer): SQL | undefined =>
  viewer.side === 'vendor' ? eq(supportTickets.vendorId, viewer.userId) : undefined;

/** The author a viewer writes as, and the other side. */
export const sideOf = (viewer: Viewer): TicketAuthor => viewer.side;
export const otherSide = (viewer: Viewer): TicketAuthor => (viewer.side === 'vendor' ? 'operator' : 'vendor');

/** The ticket's read mark of a side. */
export const readSeqOf = (side: TicketAuthor) => (side === 'vendor' ? supportTickets.vendorReadSeq : supportTickets.operatorReadSeq);
