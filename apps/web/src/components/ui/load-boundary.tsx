import { Component, type ReactNode } from 'react';

/**
 * Catches a failed download of a lazily loaded part (a panel, a dialog), so the page stays instead of
 * the route's error screen; the owner shows its own message and lets the person try again.
 */
export class LoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}
