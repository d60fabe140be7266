"use client";

import { Component, type ReactNode } from "react";

/**
 * Shows `fallback` when its children throw: the error page's own boundary, so that a header and
 * footer that cannot load (the network that broke the page is still down) leave the plain message
 * rather than passing the error on to the global error page.
 */
export class FallbackBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
