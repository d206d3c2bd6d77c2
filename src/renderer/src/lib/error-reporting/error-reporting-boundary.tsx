// The app root's error boundary: a render error outside any screen is reported (when error
// reporting is on) and replaced by the fallback instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './error-reporting';

interface ErrorReportingBoundaryProps {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
}

type BoundaryState = { failed: false } | { failed: true; error: unknown };

export class ErrorReportingBoundary extends Component<ErrorReportingBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
