import { useEffect, useState } from 'react';

type Scorer = (password: string, userInputs: readonly string[]) => number;
let scorer: Promise<Scorer> | undefined;
const loadScorer = () => (scorer ??= import('./strength').then((module) => module.scorePassword));

/** The password's strength score (0–4) once the estimator has loaded (null before, and for no password). */
export function usePasswordScore(password: string, userInputs: readonly string[]): number | null {
  const [scored, setScored] = useState<{ password: string; score: number } | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) return;
    let current = true;
    loadScorer()
      .then((score) => current && setScored({ password, score: score(password, inputs.split('\n').filter(Boolean)) }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [password, inputs]);
  // The last score while the next is computed (a keystroke), none once the field is empty.
  return password && scored ? scored.score : null;
}
