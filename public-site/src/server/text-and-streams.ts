// UTF-8 text encoding, and a ReadableStream as far as React's edge `prerender` uses one (it fills
// the stream with the whole page on the first pull), for the shell's render sandbox, which has
// neither (./environment.ts). Installed only where missing, so Node keeps its own.

const REPLACEMENT = 0xfffd;

function utf8Bytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? REPLACEMENT;
    // a lone surrogate has no UTF-8 form
    if (code >= 0xd800 && code <= 0xdfff) code = REPLACEMENT;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return Uint8Array.from(bytes);
}

class Utf8Encoder {
  readonly encoding = 'utf-8';
  encode(text = ''): Uint8Array {
    return utf8Bytes(text);
  }
}

class Utf8Decoder {
  readonly encoding = 'utf-8';
  decode(bytes: Uint8Array = new Uint8Array()): string {
    // the bytes come from the encoder above or from an address's percent-escapes: URI decoding
    // reads valid UTF-8, and refuses anything else (the render fails, the page goes out unrendered)
    let escaped = '';
    for (const byte of bytes) escaped += `%${byte.toString(16).padStart(2, '0')}`;
    return decodeURIComponent(escaped);
  }
}

interface PullSource {
  pull?: (controller: PullController) => void;
}

interface PullController {
  enqueue: (chunk: Uint8Array) => void;
  close: () => void;
  error: (reason: unknown) => void;
}

class PulledStream {
  private readonly chunks: Uint8Array[] = [];
  private closed = false;
  private failure: unknown = null;

  constructor(private readonly source: PullSource) {}

  getReader() {
    return { read: () => this.read() };
  }

  private read(): Promise<{ done: boolean; value?: Uint8Array }> {
    if (this.chunks.length === 0 && !this.closed && this.failure === null) this.source.pull?.(this.controller());
    if (this.failure !== null) return Promise.reject(this.failure as Error);
    const value = this.chunks.shift();
    if (value) return Promise.resolve({ done: false, value });
    return this.closed ? Promise.resolve({ done: true }) : Promise.reject(new Error('the stream gave nothing on a pull'));
  }

  private controller(): PullController {
    return {
      enqueue: (chunk) => this.chunks.push(chunk),
      close: () => {
        this.closed = true;
      },
      error: (reason) => {
        this.failure = reason ?? new Error('the stream failed');
      },
    };
  }
}

const scope = globalThis as Record<string, unknown>;
scope.TextEncoder ??= Utf8Encoder;
scope.TextDecoder ??= Utf8Decoder;
scope.ReadableStream ??= PulledStream;
