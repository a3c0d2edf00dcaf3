import { Component, type ReactNode } from 'react';
import { PageError } from './PageError';

/** Catches a render failure below it (e.g. a chunk that could not be downloaded) and shows PageError. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown; failed: boolean }> {
  state: { error?: unknown; failed: boolean } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  render() {
    return this.state.failed ? <PageError error={this.state.error} /> : this.props.children;
  }
}
