/**
 * Writes new ISO BMFF boxes, big-endian, each box's size patched when its body is done, so a
 * size can never disagree with its content.
 *
 * Why our own writer rather than mp4box's: mp4box 2.4.1 parses frma, schm, tenc, pssh, saiz and
 * saio but has no writer for any of them (nor a parser for senc's body), and its tfdt and sidx
 * writers take 64-bit times as JS numbers, exact only up to 2^53, where we carry them as bigint.
 */
export class BoxWriter {
  private bytes = new Uint8Array(256);
  private view = new DataView(this.bytes.buffer);
  private length = 0;

  u8(value: number): this {
    this.reserve(1).setUint8(this.length - 1, value);
    return this;
  }

  u16(value: number): this {
    this.reserve(2).setUint16(this.length - 2, value);
    return this;
  }

  u32(value: number): this {
    this.reserve(4).setUint32(this.length - 4, value);
    return this;
  }

  u64(value: bigint): this {
    this.reserve(8).setBigUint64(this.length - 8, value);
    return this;
  }

  fourcc(type: string): this {
    if (!/^[\x20-\x7e]{4}$/.test(type)) throw new Error(`not a four-character code: ${type}`);
    for (let i = 0; i < 4; i++) this.u8(type.charCodeAt(i));
    return this;
  }

  raw(bytes: Uint8Array): this {
    this.reserve(bytes.length);
    this.bytes.set(bytes, this.length - bytes.length);
    return this;
  }

  box(type: string, body: (writer: this) => void): this {
    const start = this.length;
    this.u32(0).fourcc(type);
    body(this);
    this.view.setUint32(start, this.length - start);
    return this;
  }

  fullBox(type: string, version: number, flags: number, body: (writer: this) => void): this {
    return this.box(type, (writer) => {
      writer.u32(((version << 24) | (flags & 0xffffff)) >>> 0);
      body(writer);
    });
  }

  /** Bytes written so far: the offset the next field will have. */
  get position(): number {
    return this.length;
  }

  /** Overwrites a u32 already written, for a field whose value depends on what follows it. */
  setU32(at: number, value: number): this {
    if (at + 4 > this.length) throw new RangeError(`setU32 at ${at} is past what was written`);
    this.view.setUint32(at, value);
    return this;
  }

  finish(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }

  private reserve(count: number): DataView {
    if (this.length + count > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + count));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
      this.view = new DataView(grown.buffer);
    }
    this.length += count;
    return this.view;
  }
}
