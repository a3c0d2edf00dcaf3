import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearScreen } from '../../src/components/WhenNearScreen';

/** A stand-in for the browser's IntersectionObserver: the test says when the watched place comes near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  options: IntersectionObserverInit | undefined;
  watched: Element[] = [];
  constructor(
    private readonly report: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched = [];
  }
  comeNear(isIntersecting: boolean) {
    const entries = this.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenNearScreen', () => {
  it('renders its children only once their place comes within the margin below the screen, then keeps them', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <WhenNearScreen margin={300}>
        <p>the charts</p>
      </WhenNearScreen>,
    );
    expect(screen.queryByText('the charts')).not.toBeInTheDocument();
    const observer = FakeObserver.last!;
    expect(observer.options?.rootMargin).toBe('0px 0px 300px 0px');
    act(() => observer.comeNear(false));
    expect(screen.queryByText('the charts')).not.toBeInTheDocument();
    act(() => observer.comeNear(true));
    expect(screen.getByText('the charts')).toBeInTheDocument();
    // Done watching: scrolling away does not take them off again.
    expect(observer.watched).toHaveLength(0);
  });

  it('renders them at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearScreen>
        <p>the charts</p>
      </WhenNearScreen>,
    );
    expect(screen.getByText('the charts')).toBeInTheDocument();
  });
});
