import { useCallback, useMemo, useRef, useState } from 'react';
import type { PendingDraft, WizardDraftsValue } from './draftsContext';
import type { FilesByName, RegistrationFilesValue } from './filesContext';

/** The wizard's chosen files and their errors, and the context value its file inputs use. */
export function useRegistrationFiles() {
  const [files, setFilesState] = useState<FilesByName>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const setFiles = useCallback((name: string, list: File[]) => {
    setFilesState((current) => ({ ...current, [name]: list }));
  }, []);
  const setFileError = useCallback((name: string, message: string | null) => {
    setFileErrors((current) => {
      if (message) return { ...current, [name]: message };
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }, []);
  const filesValue = useMemo<RegistrationFilesValue>(
    () => ({ files, errors: fileErrors, setFiles, setError: setFileError }),
    [files, fileErrors, setFiles, setFileError],
  );
  return { files, setFilesState, fileErrors, setFileErrors, setFileError, filesValue };
}

/** Inputs holding typed text not added yet (a pincode) register how to add it; Next adds it first. */
export function useWizardDrafts() {
  const drafts = useRef(new Map<string, PendingDraft['flush']>());
  const draftsValue = useMemo<WizardDraftsValue>(
    () => ({
      register: ({ field, flush }) => {
        drafts.current.set(field, flush);
        return () => {
          if (drafts.current.get(field) === flush) drafts.current.delete(field);
        };
      },
    }),
    [],
  );
  return { drafts, draftsValue };
}
