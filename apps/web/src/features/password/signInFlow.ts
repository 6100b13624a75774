import { z } from 'zod';
import { twoStepChallengeSchema, type TwoStepChallenge } from '@dhub/contract';
import { returnPathOf } from '../../session/returnPath';

/**
 * A two-step sign-in under way: the router state the sign-in page leaves on /auth/two-steps (`signIn`:
 * the address, the server's challenge and when its code was sent, on this device's clock; `from`:
 * where the visitor was going). The history entry keeps it across a reload of the tab.
 */
const signInStateSchema = twoStepChallengeSchema.extend({ email: z.string(), sentAt: z.number() });
export type SignInState = z.infer<typeof signInStateSchema>;

export interface SignInFlow {
  email: string;
  challengeToken: string;
  /** When a new code may be asked for (ms since the epoch). */
  resendAt: number;
  /** How long a code is valid, as the server said (minutes). */
  codeMinutes: number;
  /** Where to go once signed in (null: the dashboard). */
  returnTo: string | null;
}

const flowOf = (signIn: SignInState, returnTo: string | null): SignInFlow => ({
  email: signIn.email,
  challengeToken: signIn.challengeToken,
  resendAt: signIn.sentAt + signIn.resendAfterSeconds * 1000,
  codeMinutes: Math.round(signIn.expiresInSeconds / 60),
  returnTo,
});

/** The sign-in under way in this history entry's state, if any. */
export function signInFlowOf(state: unknown): SignInFlow | null {
  const signIn = signInStateSchema.safeParse((state as { signIn?: unknown } | null)?.signIn);
  return signIn.success ? flowOf(signIn.data, returnPathOf(state)) : null;
}

/** The state of the same sign-in once a new code was sent (its new challenge). */
export const resentState = (flow: SignInFlow, challenge: TwoStepChallenge) => ({
  from: flow.returnTo,
  signIn: { email: flow.email, ...challenge, sentAt: Date.now() } satisfies SignInState,
});
