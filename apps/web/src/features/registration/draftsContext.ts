import { createContext, useContext, useEffect } from 'react';

/**
 * Text typed into a list input (delivery pincodes) but not added yet. The wizard flushes every
 * registered draft before it checks a step, so Next never drops what was typed: `flush` adds
 * the draft and returns null, or returns the error that kept it out (shown beside the input).
 */
export interface PendingDraft {
  field: string;
  flush: () => string | null;
}

export interface WizardDraftsValue {
  register: (draft: PendingDraft) => () => void;
}

export const WizardDraftsContext = createContext<WizardDraftsValue | null>(null);

/** Registers an input's draft with the wizard while it is mounted (no-op outside the wizard). */
export function usePendingDraft(field: string, flush: () => string | null) {
  const drafts = useContext(WizardDraftsContext);
  useEffect(() => drafts?.register({ field, flush }), [drafts, field, flush]);
}
