// A minutia as every part of the engine speaks of it: the synthetic generator's ground truth,
// the extractor's output, the ISO/IEC 19794-2 codec and the matcher all use this one shape.

export type MinutiaType = 'ending' | 'bifurcation';

export interface Minutia {
  /** Pixels from the image's left edge. */
  readonly x: number;
  /** Pixels from the image's top edge (image rows grow downwards). */
  readonly y: number;
  /**
   * Direction in radians, [0, 2π), counter-clockwise from the positive x axis as ISO/IEC
   * 19794-2 measures it (with y pointing up on paper, so down-the-image is 3π/2). For a ridge
   * ending it points along the ridge away from where the ridge ends, into the ridge; for a
   * bifurcation, along the valley that ends there — the standard's convention.
   */
  readonly angle: number;
  readonly type: MinutiaType;
  /** 0–100; 0 when unknown. */
  readonly quality: number;
}
