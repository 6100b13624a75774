import { MESSAGES } from '@dhub/contract';
import { configureApiClient } from '../api/client';
import { sessionStore } from '../session/session';
import { toast } from '../lib/toast';

/** Any 401 from an authenticated call signs the user out; the guards then show the login page. */
export function connectSessionToApi(): void {
  configureApiClient({
    getToken: sessionStore.getToken,
    onUnauthorized: () => {
      if (!sessionStore.get()) return;
      sessionStore.signOut();
      toast.info(MESSAGES.sessionExpired);
    },
  });
}
