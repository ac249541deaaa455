import { describe, expect, it } from 'vitest';

import { fitLongEdge } from './fit';

describe('fitLongEdge', () => {
  it('scales the longer side of a large photo to the long edge, keeping its shape', () => {
    expect(fitLongEdge({ width: 4032, height: 3024 }, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(fitLongEdge({ width: 3024, height: 4032 }, 2560)).toEqual({ width: 1920, height: 2560 });
    expect(fitLongEdge({ width: 8160, height: 6120 }, 2560)).toEqual({ width: 2560, height: 1920 });
  });

  it('never enlarges a photo that already fits', () => {
    expect(fitLongEdge({ width: 1200, height: 1600 }, 2560)).toEqual({ width: 1200, height: 1600 });
    expect(fitLongEdge({ width: 2560, height: 1440 }, 2560)).toEqual({ width: 2560, height: 1440 });
  });

  it('keeps at least one pixel on a very thin photo', () => {
    expect(fitLongEdge({ width: 10_000, height: 2 }, 2560)).toEqual({ width: 2560, height: 1 });
  });
});
