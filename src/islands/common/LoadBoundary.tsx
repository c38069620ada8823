/**
 * Keeps a part that loads code or data on demand from taking the whole island down when the
 * load fails (spec §8: chunk loading fails; the network can go at any moment, and a page opened
 * offline has only the chunks it used before). What failed shows its fallback instead; the rest
 * of the screen goes on, and a later `resetKey` (another match, another view) tries again.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  /** A new value tries the part again. */
  resetKey?: string | number | undefined;
  children: ReactNode;
}

interface State {
  failedAt: string | number | undefined | null;
}

export class LoadBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    // The key is filled in by componentDidCatch's render pass below.
    return { failedAt: undefined };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A failure belongs to the key it happened under; a new key renders the part again.
    if (state.failedAt === undefined) return { failedAt: props.resetKey ?? 'failed' };
    if (state.failedAt !== null && state.failedAt !== (props.resetKey ?? 'failed'))
      return { failedAt: null };
    return null;
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : this.props.fallback;
  }
}
