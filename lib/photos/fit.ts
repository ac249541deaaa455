export type Size = { width: number; height: number };

/** The size a photo is drawn at: its own when its longer side fits `longEdge`, else scaled to it. */
export function fitLongEdge({ width, height }: Size, longEdge: number): Size {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
