/**
 * Where a password reset stands between its three screens (address → code → new password), kept
 * in this tab's session storage so a reload does not lose it. Times are this device's clock,
 * computed from the server's answers (how long until a new code may be asked for).
 */
export interface ResetFlow {
  email: string;
  /** When a new code may be asked for (ms since the epoch). */
  resendAt: number;
  /** How long a code is valid, as the server said (minutes). */
  codeMinutes: number;
  /** compareotp's answer, once the code is confirmed. */
  resetToken?: string;
}

const KEY = 'dhub.passwordReset';

export const resetFlow = {
  read(): ResetFlow | null {
    try {
      const flow = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ResetFlow | null;
      return flow && typeof flow.email === 'string' ? flow : null;
    } catch {
      return null;
    }
  },
  /** After a code was sent: its address and the server's timings. */
  codeSent(email: string, answer: { resendAfterSeconds: number; expiresInSeconds: number }): ResetFlow {
    const flow = { email, resendAt: Date.now() + answer.resendAfterSeconds * 1000, codeMinutes: Math.round(answer.expiresInSeconds / 60) };
    sessionStorage.setItem(KEY, JSON.stringify(flow));
    return flow;
  },
  confirmed(resetToken: string): void {
    const flow = resetFlow.read();
    if (flow) sessionStorage.setItem(KEY, JSON.stringify({ ...flow, resetToken }));
  },
  clear(): void {
    sessionStorage.removeItem(KEY);
  },
};
