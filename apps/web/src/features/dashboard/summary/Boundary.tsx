import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of what failed to load or render below it (a lazy chunk offline, a chart the browser cannot draw). */
export class Boundary extends Component<{ fallback: ReactNode; onError?: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
