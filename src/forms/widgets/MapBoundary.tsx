// A map that fails (its code could not load, leaflet threw) shows the fallback instead of breaking
// the form around it.
import { Component, type ReactNode } from 'react';

export class MapBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
