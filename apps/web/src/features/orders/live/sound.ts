import { useSyncExternalStore } from 'react';

const KEY = 'dhub-order-sound';
const listeners = new Set<() => void>();

const isOn = () => localStorage.getItem(KEY) !== 'off';

/** Whether a new order rings (on unless the vendor muted it; kept in this browser), and the switch. */
export function useOrderSound(): [boolean, () => void] {
  const on = useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    isOn,
    () => true,
  );
  const toggle = () => {
    localStorage.setItem(KEY, isOn() ? 'off' : 'on');
    listeners.forEach((listener) => listener());
  };
  return [on, toggle];
}

let context: AudioContext | undefined;

/**
 * Browsers start audio only after the person interacted with the page: the first click or key
 * (any, while signed in) readies it, so the first order after a reload can ring.
 */
export function readyAudioOnFirstGesture(): () => void {
  const ready = () => {
    if (typeof AudioContext === 'undefined') return;
    context ??= new AudioContext();
    void context.resume().catch(() => undefined);
  };
  const options = { once: true, capture: true } as const;
  document.addEventListener('pointerdown', ready, options);
  document.addEventListener('keydown', ready, options);
  return () => {
    document.removeEventListener('pointerdown', ready, options);
    document.removeEventListener('keydown', ready, options);
  };
}

/** Two short tones (no sound file to load); silent where the browser allows no audio yet. */
export function ringNewOrder(): void {
  if (!isOn() || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    void context.resume().catch(() => undefined);
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1175],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.17);
    }
  } catch {
    // No audio here: the toast and the badge still say it.
  }
}
