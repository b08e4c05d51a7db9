import { Component, type ReactNode } from 'react';

interface Props {
  /** Told about the error (before the fallback shows), e.g. to forget a failed chunk. */
  onError?(error: unknown): void;
  /** Try again: given, the owner re-renders the body itself (e.g. with a fresh lazy chunk). */
  onRetry?(): void;
  /** What to show instead: says the preview could not be loaded, with Try again (`retry`). */
  fallback(retry: () => void): ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failing part of the preview inside it: a chunk that did not download (offline, a new
 * deploy) or a viewer that threw shows the fallback ("The preview could not be loaded." with
 * Try again), never a blank page. Try again renders the children anew (or asks the owner to,
 * through `onRetry`).
 */
export class BodyBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }
  private retry = () => {
    if (this.props.onRetry) this.props.onRetry();
    else this.setState({ failed: false });
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
