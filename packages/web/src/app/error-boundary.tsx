import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** Where "Back to home" leads; by default a full page load, which recovers from anything. */
  onBackHome?: () => void;
};

type ErrorBoundaryState = { error: Error | null };

/**
 * Catches render crashes and shows the spec's error screen instead of a blank page.
 * The crash is written to the console until an error-reporting service is configured.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render crash', error, info.componentStack);
  }

  private handleBackHome = () => {
    this.setState({ error: null });
    if (this.props.onBackHome) this.props.onBackHome();
    else window.location.assign('/');
  };

  override render(): ReactNode {
    if (this.state.error) return <ErrorScreen onBackHome={this.handleBackHome} />;
    return this.props.children;
  }
}
