// Photos as a phone writes them, made locally for tests and the bench: a sensor-sized JPEG stored
// sideways with an EXIF orientation that turns it upright, the phone's make, model and serial, the
// time it was taken, GPS coordinates, XMP and a Display P3 colour profile.
import sharp from 'sharp';

/** Where the generated photos say they were taken (a street in Madrid). */
export const PHONE_GPS = { latitude: '40/1 25/1 1234/100', longitude: '3/1 42/1 3456/100' };
export const PHONE_MODEL = 'Pixel 7';
export const PHONE_SERIAL = 'SERIAL-4B7C21';

/**
 * A photo that shows `width` x `height` upright: its top fifth red, its bottom fifth blue, textured
 * in between. Stored turned a quarter to the left with EXIF orientation 6, as a phone held upright
 * stores it. `bytes` makes its size about that many bytes by choosing the JPEG quality.
 *
 * @param {{ width?: number, height?: number, bytes?: number, quality?: number }} [options]
 * @returns {Promise<Buffer>}
 */
export async function phonePhoto({ width = 3024, height = 4032, bytes, quality = 90 } = {}) {
  const upright = await uprightScene(width, height);
  if (!bytes) return encode(upright, quality);
  // The size grows with the quality: search the quality that comes closest to `bytes`.
  let low = 50;
  let high = 100;
  let best = await encode(upright, quality);
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const photo = await encode(upright, middle);
    if (Math.abs(photo.length - bytes) < Math.abs(best.length - bytes)) best = photo;
    if (photo.length < bytes) low = middle + 1;
    else high = middle - 1;
  }
  return best;
}

/** The photo as it should look, as raw RGB: bands that show which way is up, and sensor grain. */
async function uprightScene(width, height) {
  const band = Math.round(height / 5);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c89070"/><stop offset="1" stop-color="#2a3850"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height * 0.4}" r="${width / 4}" fill="#e0b090"/>
    <rect width="100%" height="${band}" fill="#e02020"/>
    <rect y="${height - band}" width="100%" height="${band}" fill="#2040e0"/>
  </svg>`;
  const scene = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 48 },
    },
  })
    .blur(0.8)
    .raw()
    .toBuffer();
  for (let i = 0; i < scene.length; i += 1) {
    scene[i] = Math.max(0, Math.min(255, scene[i] + grain[i] - 128));
  }
  return { data: scene, info: { width, height, channels: 3 } };
}

function encode(upright, quality) {
  return (
    sharp(upright.data, { raw: upright.info })
      // Stored sideways; orientation 6 tells a viewer to turn it a quarter to the right.
      .rotate(270)
      .withMetadata({ orientation: 6 })
      .withIccProfile('p3')
      .withExif({
        IFD0: { Make: 'Google', Model: PHONE_MODEL, Software: 'HDR+ 1.0.540104767zd' },
        IFD2: { DateTimeOriginal: '2026:05:01 10:24:07', BodySerialNumber: PHONE_SERIAL },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: PHONE_GPS.latitude,
          GPSLongitudeRef: 'W',
          GPSLongitude: PHONE_GPS.longitude,
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="40,25.2N" exif:GPSLongitude="3,42.5W"/></rdf:RDF></x:xmpmeta>',
      )
      .jpeg({ quality })
      .toBuffer()
  );
}

/**
 * Whether a photo made by phonePhoto() shows upright, as decoded without any EXIF orientation: red
 * along its top, blue along its bottom.
 *
 * @param {Buffer} photo
 */
export async function isUpright(photo) {
  const top = await stripColour(photo, 0.02);
  const bottom = await stripColour(photo, 0.97);
  return top.r > 170 && top.b < 90 && bottom.b > 170 && bottom.r < 90;
}

/** The mean colour of a strip ten pixels high across the photo, `at` 0 (top) to 1 (bottom). */
async function stripColour(photo, at) {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const top = Math.min(height - 10, Math.round(height * at));
  const strip = await sharp(photo)
    .extract({ left: 0, top, width, height: 10 })
    .removeAlpha()
    .raw()
    .toBuffer();
  const mean = (channel) => {
    let sum = 0;
    for (let i = channel; i < strip.length; i += 3) sum += strip[i];
    return Math.round(sum / (strip.length / 3));
  };
  return { r: mean(0), g: mean(1), b: mean(2) };
}
