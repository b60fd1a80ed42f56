import type { RemoteKey } from '@invest/mf/runtime';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RemoteUnavailable } from './remote-unavailable.js';

interface BoundaryProps {
  remoteKey: RemoteKey;
  resetKey: string;
  children: ReactNode;
}

/** React error boundary around one remote's pages; it resets when the location changes. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] remote ${this.props.remoteKey} crashed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <RemoteUnavailable remoteKey={this.props.remoteKey} /> : this.props.children;
  }
}

/** Element of a remote's pathless route: its pages render here, inside the boundary. */
export function RemoteOutlet({ remoteKey }: { remoteKey: RemoteKey }) {
  const location = useLocation();
  return (
    <RemoteErrorBoundary remoteKey={remoteKey} resetKey={location.key}>
      <Outlet />
    </RemoteErrorBoundary>
  );
}
