import { Component, type ReactNode, Suspense } from 'react';

/**
 * A part of a page whose code comes after the page — a map, a chart, a dialog — shown by `children`
 * once it is in (`fallback` until then). If it fails (its chunk did not load, it threw while drawing),
 * the part says so in its place and the rest of the page stays as it was, instead of the whole page
 * giving way to the error page (issue 31 §6). `name` says what the part is: "The shot map".
 */
export function LazyPart({
  name,
  fallback,
  children,
}: {
  name: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <PartBoundary name={name}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </PartBoundary>
  );
}

class PartBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="part-error" role="alert">
        {this.props.name} could not be loaded.{' '}
        <button type="button" className="part-error__retry" onClick={() => window.location.reload()}>
          Reload the page
        </button>{' '}
        to try again.
      </p>
    );
  }
}
