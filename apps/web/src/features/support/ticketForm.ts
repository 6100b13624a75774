import type { AddTicketFields, Ticket, TicketCategory, TicketPriority } from '@dhub/contract';
import type { DraftBody } from '../../hooks/useBodyForm';

/** What the ticket form's inputs hold. */
export interface TicketFormValues {
  subject: string;
  category: TicketCategory | '';
  priority: TicketPriority;
  description: string;
  storeId: string;
}

export const ticketValues = (ticket?: Ticket): TicketFormValues => ({
  subject: ticket?.subject ?? '',
  category: ticket?.category ?? '',
  priority: ticket?.priority ?? 'medium',
  description: ticket?.description ?? '',
  storeId: ticket?.storeId ?? '',
});

/** The body the form sends: a blank category is left out (the schema then asks for one). */
export function ticketFieldsOf(values: TicketFormValues): DraftBody<AddTicketFields> {
  return {
    subject: values.subject,
    category: values.category || undefined,
    priority: values.priority,
    description: values.description,
    storeId: values.storeId || undefined,
  };
}

export const TICKET_FIELD_NAMES: readonly string[] = Object.keys(ticketValues());
