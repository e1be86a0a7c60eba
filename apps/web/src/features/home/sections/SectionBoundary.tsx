import { Component, type ReactNode } from 'react';

/** Keeps the home page up when a section fails (its chunk did not load, or it threw): the section is left out. */
export class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
