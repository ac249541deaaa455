/**
 * SVG motifs of the demo pictures: a studio backdrop with a lit silhouette (bust or full figure) or
 * abstract editorial shapes. Geometry is relative to the canvas so one motif serves every aspect
 * ratio.
 */
export interface Palette {
  deep: string;
  mid: string;
  light: string;
  accent: string;
}

export type Motif = 'bust' | 'figure' | 'arches' | 'orbs' | 'horizon';

export interface Scene {
  width: number;
  height: number;
  palette: Palette;
  motif: Motif;
  /** 0..1 values that vary pose and composition between pictures of the same motif. */
  variation: readonly [number, number, number];
}

const n = (value: number) => value.toFixed(1);

function bust({ width: w, height: h, variation: [a, b, c] }: Scene): string {
  const cx = w * (0.4 + a * 0.2);
  const r = Math.min(w, h) * (0.1 + b * 0.02);
  const hy = h * (0.3 + c * 0.08);
  const ny = hy + r * 1.75;
  const sw = r * (2.5 + b * 0.5);
  const side = (
    s: 1 | -1,
  ) => `C${n(cx + s * 0.4 * r)} ${n(ny - 0.3 * r)} ${n(cx + s * 0.45 * r)} ${n(ny - 0.1 * r)} ${n(cx + s * 0.62 * r)} ${n(ny)}
    C${n(cx + s * 1.5 * r)} ${n(ny + 0.25 * r)} ${n(cx + s * sw * 0.85)} ${n(ny + 0.45 * r)} ${n(cx + s * sw)} ${n(ny + 1.1 * r)}
    C${n(cx + s * sw * 1.06)} ${n(ny + 1.8 * r)} ${n(cx + s * sw * 0.98)} ${n(h * 0.9)} ${n(cx + s * sw * 0.92)} ${n(h)}`;
  const torso = `<path d="M${n(cx - 0.38 * r)} ${n(hy + 0.85 * r)} ${side(-1)} L${n(cx + sw * 0.92)} ${n(h)}
    C${n(cx + sw * 0.98)} ${n(h * 0.9)} ${n(cx + sw * 1.06)} ${n(ny + 1.8 * r)} ${n(cx + sw)} ${n(ny + 1.1 * r)}
    C${n(cx + sw * 0.85)} ${n(ny + 0.45 * r)} ${n(cx + 1.5 * r)} ${n(ny + 0.25 * r)} ${n(cx + 0.62 * r)} ${n(ny)}
    C${n(cx + 0.45 * r)} ${n(ny - 0.1 * r)} ${n(cx + 0.4 * r)} ${n(ny - 0.3 * r)} ${n(cx + 0.38 * r)} ${n(hy + 0.85 * r)} Z"/>`;
  // Long hair, a bun or a short crop, so the shared pool does not look like one person repeated.
  const hair =
    a > 0.55
      ? `<path d="M${n(cx - r)} ${n(hy - 0.2 * r)} C${n(cx - 1.1 * r)} ${n(hy - 1.55 * r)} ${n(cx + 1.1 * r)} ${n(hy - 1.55 * r)} ${n(cx + r)} ${n(hy - 0.2 * r)} C${n(cx + 1.15 * r)} ${n(hy + 1.2 * r)} ${n(cx + 1.35 * r)} ${n(ny + 0.6 * r)} ${n(cx + 1.05 * r)} ${n(ny + 1.1 * r)} L${n(cx - 1.05 * r)} ${n(ny + 1.1 * r)} C${n(cx - 1.35 * r)} ${n(ny + 0.6 * r)} ${n(cx - 1.15 * r)} ${n(hy + 1.2 * r)} ${n(cx - r)} ${n(hy - 0.2 * r)} Z"/>`
      : a > 0.3
        ? `<circle cx="${n(cx + 0.25 * r)}" cy="${n(hy - 1.15 * r)}" r="${n(0.45 * r)}"/>`
        : `<ellipse cx="${n(cx)}" cy="${n(hy - 0.25 * r)}" rx="${n(0.95 * r)}" ry="${n(0.95 * r)}"/>`;
  return `<g>${hair}<ellipse cx="${n(cx)}" cy="${n(hy)}" rx="${n(r * 0.84)}" ry="${n(r * 1.1)}"/>${torso}</g>`;
}

function figure({ width: w, height: h, variation: [a, b, c] }: Scene): string {
  const cx = w * (0.38 + a * 0.24);
  const u = Math.min(w, h / 1.5);
  const top = h * 0.12;
  const r = u * 0.05;
  const shoulder = top + r * 2.6;
  const waist = h * (0.42 + c * 0.04);
  const hem = h * (0.74 + b * 0.06);
  const flare = u * (0.14 + b * 0.1);
  const lean = (a - 0.5) * u * 0.06;
  return `<g><ellipse cx="${n(cx)}" cy="${n(top + r)}" rx="${n(r * 0.85)}" ry="${n(r * 1.1)}"/>
    <path d="M${n(cx - r * 0.35)} ${n(top + r * 1.8)} L${n(cx - u * 0.1)} ${n(shoulder)} C${n(cx - u * 0.11)} ${n(shoulder + h * 0.08)} ${n(cx - u * 0.05)} ${n(waist - h * 0.04)} ${n(cx - u * 0.045 + lean)} ${n(waist)} C${n(cx - u * 0.07 + lean)} ${n(waist + h * 0.12)} ${n(cx - flare + lean)} ${n(hem - h * 0.06)} ${n(cx - flare * 1.1 + lean * 2)} ${n(hem)} L${n(cx + flare * 1.1 + lean * 2)} ${n(hem)} C${n(cx + flare + lean)} ${n(hem - h * 0.06)} ${n(cx + u * 0.07 + lean)} ${n(waist + h * 0.12)} ${n(cx + u * 0.045 + lean)} ${n(waist)} C${n(cx + u * 0.05)} ${n(waist - h * 0.04)} ${n(cx + u * 0.11)} ${n(shoulder + h * 0.08)} ${n(cx + u * 0.1)} ${n(shoulder)} L${n(cx + r * 0.35)} ${n(top + r * 1.8)} Z"/>
    <path d="M${n(cx - u * 0.035 + lean * 2)} ${n(hem)} L${n(cx - u * 0.03 + lean)} ${n(h * 0.93)} L${n(cx - u * 0.012 + lean)} ${n(h * 0.93)} L${n(cx - u * 0.008 + lean * 2)} ${n(hem)} Z M${n(cx + u * 0.008 + lean * 2)} ${n(hem)} L${n(cx + u * 0.02 + lean * 1.5)} ${n(h * 0.93)} L${n(cx + u * 0.038 + lean * 1.5)} ${n(h * 0.93)} L${n(cx + u * 0.035 + lean * 2)} ${n(hem)} Z"/></g>`;
}

function arches({ width: w, height: h, palette, variation: [a, b] }: Scene): string {
  const count = 3 + Math.round(b * 2);
  const span = w / (count + 1);
  return Array.from({ length: count }, (_, i) => {
    const x = span * (i + 0.5) + a * span * 0.5;
    const top = h * (0.25 + ((i * 37) % 20) / 100);
    const rx = span * 0.42;
    return `<path d="M${n(x - rx)} ${n(h)} L${n(x - rx)} ${n(top + rx)} A${n(rx)} ${n(rx)} 0 0 1 ${n(x + rx)} ${n(top + rx)} L${n(x + rx)} ${n(h)} Z" fill="${i % 2 ? palette.accent : palette.light}" fill-opacity="${(0.1 + (i % 3) * 0.06).toFixed(2)}"/>`;
  }).join('');
}

function orbs({ width: w, height: h, palette, variation: [a, b, c] }: Scene): string {
  const m = Math.min(w, h);
  return `<circle cx="${n(w * (0.3 + a * 0.4))}" cy="${n(h * (0.35 + b * 0.2))}" r="${n(m * 0.34)}" fill="url(#glow)" fill-opacity="0.55"/>
    <circle cx="${n(w * (0.62 - c * 0.2))}" cy="${n(h * (0.58 + a * 0.1))}" r="${n(m * 0.22)}" fill="${palette.accent}" fill-opacity="0.18"/>
    <circle cx="${n(w * 0.5)}" cy="${n(h * 0.5)}" r="${n(m * (0.4 + c * 0.05))}" fill="none" stroke="${palette.light}" stroke-opacity="0.25" stroke-width="${n(m * 0.004)}"/>`;
}

function horizon({ width: w, height: h, palette, variation: [a, b] }: Scene): string {
  const line = h * (0.58 + b * 0.14);
  const m = Math.min(w, h);
  const bands = [0.02, 0.05, 0.09].map(
    (offset, i) =>
      `<rect x="0" y="${n(line + h * offset)}" width="${w}" height="${n(h * 0.006 * (3 - i))}" fill="${palette.light}" fill-opacity="${(0.1 + i * 0.04).toFixed(2)}"/>`,
  );
  return `<circle cx="${n(w * (0.3 + a * 0.4))}" cy="${n(line - m * 0.06)}" r="${n(m * 0.16)}" fill="${palette.accent}" fill-opacity="0.5"/>
    <rect x="0" y="${n(line)}" width="${w}" height="${n(h - line)}" fill="${palette.deep}" fill-opacity="0.85"/>${bands.join('')}`;
}

const SUBJECTS: Record<Motif, (scene: Scene) => string> = { bust, figure, arches, orbs, horizon };

/**
 * Full SVG document: graded backdrop, key light, the motif, then a vignette for an editorial
 * finish.
 */
export function sceneSvg(scene: Scene): string {
  const { width: w, height: h, palette, motif } = scene;
  const [a] = scene.variation;
  const person = motif === 'bust' || motif === 'figure';
  const subject = SUBJECTS[motif](scene);
  const m = Math.min(w, h);
  // Backlight: wide, faint strokes under the silhouette. Cheaper than an SVG blur filter by an
  // order of magnitude, and the fill drawn on top hides the strokes' inner halves.
  const halo = [
    [0.03, 0.07],
    [0.018, 0.1],
    [0.008, 0.18],
  ]
    .map(
      ([width, opacity]) =>
        `<g fill="none" stroke="${palette.accent}" stroke-linejoin="round" stroke-opacity="${opacity}" stroke-width="${n(m * (width ?? 0))}">${subject}</g>`,
    )
    .join('');
  const body = person ? `${halo}<g fill="url(#skin)">${subject}</g>` : subject;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="${a.toFixed(2)}" y1="0" x2="${(1 - a).toFixed(2)}" y2="1">
      <stop offset="0" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${palette.light}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.light}" stop-opacity="0"/></radialGradient>
    <linearGradient id="skin" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${h}">
      <stop offset="0" stop-color="${palette.deep}"/><stop offset="1" stop-color="#070707"/></linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <ellipse cx="${n(w * (0.35 + a * 0.3))}" cy="${n(h * 0.38)}" rx="${n(w * 0.55)}" ry="${n(h * 0.45)}" fill="url(#glow)" fill-opacity="${person ? 0.42 : 0.2}"/>
  ${body}
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>
</svg>`;
}
