import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../../src/format/urls';
import { clickThroughRate } from '../../src/resources/ads/adValues';

// The ads list's paging, filters, media and toggle are the server's (tests/server/ads.test.ts) and the
// screen's (tests/components/ads.test.tsx); these are the values the screen computes itself.
describe('ad values', () => {
  it('rounds the click-through rate and gives 0 without views', () => {
    expect(clickThroughRate({ clicks: 45, views: 1000 })).toBe(5);
    expect(clickThroughRate({ clicks: 44, views: 1000 })).toBe(4);
    expect(clickThroughRate({ clicks: 0, views: 0 })).toBe(0);
  });

  it('prefixes relative media paths with the API base and keeps http(s) ones', () => {
    expect(mediaUrl('/media/ad-1.svg', 'https://api.busads.ng')).toBe('https://api.busads.ng/media/ad-1.svg');
    expect(mediaUrl('media/ad-1.svg', 'https://api.busads.ng')).toBe('https://api.busads.ng/media/ad-1.svg');
    expect(mediaUrl('/media/ad-1.svg', '')).toBe('/media/ad-1.svg');
    expect(mediaUrl('HTTPS://cdn.busads.ng/v.mp4', 'https://api.busads.ng')).toBe('HTTPS://cdn.busads.ng/v.mp4');
  });
});
