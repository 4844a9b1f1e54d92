// One panel's failure stays in that panel: an error thrown while a panel
// renders is caught here and shown in its place (what failed, in one line,
// and a button to try again), while the map and the other panels keep
// working. Every panel and the canvas sit inside one of these (App.tsx,
// Panel.tsx).

import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What the panel is, for the message: "The odds sheet". */
  readonly name: string;
  readonly children: ReactNode;
}

interface State {
  readonly error: string | undefined;
}

export class PanelBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    const message = error instanceof Error ? error.message : String(error);
    return { error: message.split('\n')[0].slice(0, 300) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // For whoever opens the console; the user sees the one-line message.
    console.error(`${this.props.name} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    return (
      <div className="panel-failed" role="alert" data-testid="panel-failed">
        <p>
          <strong>{this.props.name} stopped working:</strong> {this.state.error}
        </p>
        <button type="button" className="button" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}
