import { translateMessage } from '../i18n';

export type ToastVariant = 'success' | 'error' | 'info';
export interface ToastRequest {
  text: string;
  variant: ToastVariant;
  /** A button on the toast (e.g. Undo): pressing it closes the toast and runs `onClick`. */
  action?: { label: string; onClick: () => void };
}
type Sink = (toast: ToastRequest) => void;

let sink: Sink | null = null;
const queue: ToastRequest[] = [];
let asked = false;
const askedListeners = new Set<() => void>();

/** Whether a toast was ever asked for (the toast host is then needed, wherever the user is), as a store for useSyncExternalStore. */
export const toastAsked = {
  subscribe(listener: () => void) {
    askedListeners.add(listener);
    return () => askedListeners.delete(listener);
  },
  get: () => asked,
};

/** Called by the (lazily loaded) toast host once notistack is mounted; flushes early toasts. */
export function connectToastSink(next: Sink | null): void {
  sink = next;
  if (sink) for (const request of queue.splice(0)) sink(request);
}

function show(variant: ToastVariant, text: string, action?: ToastRequest['action']) {
  const request = { variant, text: translateMessage(text), action };
  if (sink) sink(request);
  else queue.push(request);
  if (!asked) {
    asked = true;
    for (const listener of askedListeners) listener();
  }
}

/** Toasts (notistack, top-right, auto-hide TOAST_AUTO_HIDE_MS). Shared contract texts are translated. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  /** A success toast with an Undo button (shown by the toast host, which keeps it longer). */
  undoable: (text: string, undoLabel: string, onUndo: () => void) => show('success', text, { label: undoLabel, onClick: onUndo }),
};
