import { type ClientErrorReport, configApi } from '@ante/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { api } from '../lib/api';
import { ErrorScreen } from './error-screen';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** Where "Back to home" leads; by default a full page load, which recovers from anything. */
  onBackHome?: () => void;
};

type ErrorBoundaryState = { error: Error | null };

/** Sizes the server accepts for a crash report (clientErrorReportSchema in core). */
const clip = (text: string | undefined | null, max: number) => (text ? text.slice(0, max) : undefined);

/**
 * Reports a render crash to the server's log (`POST /api/client-errors`), once per
 * crash, without waiting and without ever failing the error screen itself.
 */
export function reportCrash(error: Error, componentStack: string | null | undefined): void {
  const report: ClientErrorReport = {
    message: clip(error.message || String(error), 2_000) ?? 'Unknown error',
    stack: clip(error.stack, 20_000),
    componentStack: clip(componentStack, 20_000),
    url: clip(window.location.href, 2_000),
  };
  api.call(configApi.clientError, { body: report }).catch(() => {});
}

/**
 * Catches render crashes and shows the error screen (docs/product.md#error-screen) instead of a blank page;
 * the crash is reported to the server's log.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render crash', error, info.componentStack);
    reportCrash(error, info.componentStack);
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
