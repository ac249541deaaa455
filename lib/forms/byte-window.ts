/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ReadBytes = (offset: number, length: number) => Promise<Uint8Array>;

const WINDOW_BYTES = 64 * 1024;

/**
 * A file read through a window of 64 KB that moves as it is walked: a header reader asks for a few
 * bytes at a time, and only a step outside the window reads the file again. `has` and `at` are
 * synchronous, so a walk over many small blocks costs no promise per byte.
 */
export class ByteWindow {
  private start = 0;
  private bytes: Uint8Array = new Uint8Array(0);

  constructor(
    private readonly read: ReadBytes,
    readonly size: number,
  ) {}

  /** True when `length` bytes from `offset` are in the window. */
  has(offset: number, length = 1): boolean {
    return offset >= this.start && offset + length <= this.start + this.bytes.length;
  }

  /** Moves the window to `offset`; false when the file has fewer than `length` bytes there. */
  async load(offset: number, length = 1): Promise<boolean> {
    if (offset < 0 || offset + length > this.size) return false;
    if (this.has(offset, length)) return true;
    this.start = offset;
    this.bytes = await this.read(offset, Math.max(length, WINDOW_BYTES));
    return this.has(offset, length);
  }

  /** The byte at `offset`, which must be in the window. */
  at(offset: number): number {
    return this.bytes[offset - this.start] ?? 0;
  }

  /** `length` bytes at `offset`, or null past the end of the file. */
  async slice(offset: number, length: number): Promise<Uint8Array | null> {
    if (!(await this.load(offset, length))) return null;
    return this.bytes.subarray(offset - this.start, offset - this.start + length);
  }
}

export const u16be = (bytes: Uint8Array, at: number) =>
  ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
export const u16le = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
export const u32be = (bytes: Uint8Array, at: number) =>
  u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
export const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
