import { Component, type ErrorInfo, type ReactNode } from "react";

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What failed, for the message: "this calculator", "this page". */
  what: string;
  /** Called once per failure, e.g. to raise the calculator's failure toast. */
  onError?: (error: unknown) => void;
  /** The boundary starts afresh when this changes (e.g. the route or the chosen tool). */
  resetKey?: unknown;
  /**
   * Called by "Try again" before the part renders afresh: where the part is a `React.lazy`
   * component, its owner makes a new one, so a chunk that failed is fetched again.
   */
  onRetry?: () => void;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: unknown;
}

/**
 * Keeps a failure in one tool or page from blanking the site: shows what failed and a "Try again"
 * button that renders the part afresh (with `onRetry`, a chunk that failed to load is fetched again). Form values
 * live in the calculators' stores, outside the boundary, so nothing typed is lost.
 */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  ErrorBoundaryState
> {
  override state: ErrorBoundaryState = {
    error: null,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error("Unknown error") };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
      >
        <p className="font-semibold">
          Sorry, {this.props.what} could not be shown.
        </p>
        <p className="mt-1 text-sm">
          Check your connection and try again. Anything you typed is kept.
        </p>
        <button
          type="button"
          onClick={() => {
            this.props.onRetry?.();
            this.setState({ error: null });
          }}
          className="mt-3 rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Try again
        </button>
      </div>
    );
  }
}
