import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once its place comes within `margin` below the viewport, and keeps them: what
 * sits below the fold (on a phone, the dashboard's charts under ten stacked cards) loads its code and its
 * data only if the admin scrolls towards it. Where the browser has no IntersectionObserver, at once.
 */
export function WhenNearScreen({ children, margin = 200 }: { children: ReactNode; margin?: number }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `0px 0px ${margin}px 0px`,
    });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={place} />;
}
