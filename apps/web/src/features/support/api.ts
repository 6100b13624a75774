import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ATTACHMENT_FIELD,
  SUPPORT_LIMITS,
  supportEndpoints,
  ticketChatEndpoints,
  type AddTicketFields,
  type EndpointInput,
} from '@dhub/contract';
import { call, download, upload } from '../../api/call';
import { invalidateAll, queryKeys, useEndpointMutation, useEndpointQuery } from '../../api/queries';

export type TicketListInput = NonNullable<EndpointInput<typeof supportEndpoints.list>['query']>;

/** Every support query (lists, tickets, conversations, the unread count): a change refreshes them all. */
export const supportKey = queryKeys.group('support');
const invalidates = [supportKey];

export function useTickets(query: TicketListInput, options: { enabled?: boolean } = {}) {
  return useEndpointQuery(supportEndpoints.list, { query }, { keepPrevious: true, ...options });
}

export function useTicket(id: string | null) {
  return useEndpointQuery(supportEndpoints.get, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
}

/** How many messages from support the vendor has not read (the menu's count). */
export function useSupportUnread() {
  return useEndpointQuery(ticketChatEndpoints.unread, {}, { select: (answer) => answer.unread });
}

/** A ticket's conversation, the latest page first loaded; `fetchNextPage` brings older messages. */
export function useConversation(ticketId: string) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.endpoint(ticketChatEndpoints.list), ticketId],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(ticketChatEndpoints.list, { params: { ticketId }, query: { before: pageParam, limit: 50 } }, { signal }),
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.seq : undefined),
  });
}

/** A multipart form of text fields (blank ones left out) and files. */
function formOf(fields: Record<string, unknown>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  for (const file of files.slice(0, SUPPORT_LIMITS.attachmentsMax)) form.append(ATTACHMENT_FIELD, file);
  return form;
}

export function useOpenTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, files }: { fields: AddTicketFields; files: readonly File[] }) =>
      (await upload(supportEndpoints.add, { form: formOf(fields, files) })).data,
    onSuccess: () => invalidateAll(client, invalidates),
  });
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ticketId, body, files }: { ticketId: string; body: string; files: readonly File[] }) =>
      (await upload(ticketChatEndpoints.add, { form: formOf({ ticketId, body }, files) })).data,
    onSuccess: () => invalidateAll(client, invalidates),
  });
}

export const useEditTicket = () => useEndpointMutation(supportEndpoints.update, { invalidates });
export const useDeleteTicket = () => useEndpointMutation(supportEndpoints.remove, { invalidates });
export const useTicketAction = () => useEndpointMutation(supportEndpoints.act, { invalidates });
export const useDeleteMessage = () => useEndpointMutation(ticketChatEndpoints.remove, { invalidates });
export const useMarkRead = () => useEndpointMutation(ticketChatEndpoints.read, { invalidates });

/** Tells support the vendor is typing (nothing to wait for, nothing to report). */
export function signalTyping(ticketId: string): void {
  void call(ticketChatEndpoints.typing, { params: { ticketId } }).catch(() => undefined);
}

/** Opens a ticket's file in a new tab (fetched with the session, so never a public link). */
export async function openAttachment(id: string): Promise<void> {
  const opened = window.open('', '_blank');
  const { blob } = await download(supportEndpoints.attachment, { params: { id } });
  const url = URL.createObjectURL(blob);
  if (opened) opened.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
