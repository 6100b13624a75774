import { SUPPORT_LIMITS, type TicketStatus, type VendorTicketAction } from '@dhub/contract';
import { sql, type SQL } from 'drizzle-orm';
import { supportTickets as t } from '../../db/support-schema.js';

const REOPEN_DAYS = sql.raw(String(SUPPORT_LIMITS.reopenDays));

/** When reopening stops being possible: REOPEN_DAYS after the ticket was resolved or closed (null while it is worked on). */
export const reopenUntil: SQL<Date | null> = sql<Date | null>`(${t.settledAt} + make_interval(days => ${REOPEN_DAYS}))`;

/** The ticket's status now: a resolved ticket reads closed once it can no longer be reopened (no job closes it). */
export const statusNow: SQL<TicketStatus> = sql<TicketStatus>`(case when ${t.status} = 'resolved' and ${reopenUntil} <= statement_timestamp() then 'closed' else ${t.status}::text end)`;

/** Whether a resolved or closed ticket can still be reopened now. */
export const reopenable: SQL<boolean> = sql<boolean>`(${t.settledAt} is not null and ${reopenUntil} > statement_timestamp())`;

/** What the vendor can do with its ticket in this state. */
export function vendorActions(status: TicketStatus, canReopen: boolean): VendorTicketAction[] {
  const actions: VendorTicketAction[] = [];
  if (status !== 'closed') actions.push('close');
  if ((status === 'resolved' || status === 'closed') && canReopen) actions.push('reopen');
  return actions;
}
