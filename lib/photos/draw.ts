import { PHOTO_JPEG_QUALITY, PHOTO_LONG_EDGE_PX } from './constants';
import { fitLongEdge, type Size } from './fit';

type Canvas = OffscreenCanvas | HTMLCanvasElement;
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** The JPEG quality as canvas encoders take it. */
export const CANVAS_JPEG_QUALITY = PHOTO_JPEG_QUALITY / 100;

/**
 * Draws a decoded, upright photo on `canvas` at the size the agency receives, on white: a JPEG has
 * no transparency, and a transparent pixel would otherwise turn black.
 */
export function drawPrepared(canvas: Canvas, source: CanvasImageSource, size: Size): void {
  const { width, height } = fitLongEdge(size, PHOTO_LONG_EDGE_PX);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as Context | null;
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
}
