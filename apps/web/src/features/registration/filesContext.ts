import { createContext, useContext } from 'react';

/** Picked files by field name (REGISTRATION_FILE_FIELDS); business_images holds up to 5. */
export type FilesByName = Record<string, File[]>;

export interface RegistrationFilesValue {
  files: FilesByName;
  errors: Record<string, string>;
  setFiles: (name: string, files: File[]) => void;
  setError: (name: string, message: string | null) => void;
}

export const RegistrationFilesContext = createContext<RegistrationFilesValue | null>(null);

export function useRegistrationFiles(): RegistrationFilesValue {
  const value = useContext(RegistrationFilesContext);
  if (!value) throw new Error('useRegistrationFiles must be used inside the registration wizard');
  return value;
}
