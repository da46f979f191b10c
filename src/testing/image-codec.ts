// jsdom decodes and encodes no image: this stands in for the browser's `createImageBitmap` and
// `OffscreenCanvas` (platform APIs, not the project's code), so the upload pipeline runs for real
// in component tests. Each encoded "image" is a Node Blob whose text says its type and size, and a
// canvas asked for a type it cannot encode answers PNG, as browsers do.
import { Blob as NodeBlob } from 'node:buffer'
import { onTestFinished, vi } from 'vitest'

interface CodecOptions {
  /** The picked photo's size once decoded. */
  width: number
  height: number
  /** The types the canvas can encode (default WebP and JPEG; PNG always). */
  encodes?: string[]
  /** The picked file cannot be decoded (a corrupt or unsupported image). */
  unreadable?: boolean
  /** Awaited before the picked file is decoded (to see the "optimizing" state). */
  beforeDecode?: () => Promise<void>
}

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value

interface FakeBitmap {
  width: number
  height: number
  close: () => void
}

/** Installs the fake codec for the current test only. */
export function installImageCodec({
  width,
  height,
  encodes = ['image/webp', 'image/jpeg'],
  unreadable = false,
  beforeDecode,
}: CodecOptions) {
  const bitmap = (w: number, h: number): FakeBitmap => ({ width: w, height: h, close: () => {} })

  vi.stubGlobal(
    'createImageBitmap',
    async (
      source: unknown,
      options?: { resizeWidth?: number; resizeHeight?: number },
    ): Promise<FakeBitmap> => {
      if (isBlob(source)) {
        await beforeDecode?.()
        if (unreadable) throw new DOMException('bad image', 'InvalidStateError')
        return bitmap(width, height)
      }
      if (options?.resizeWidth && options.resizeHeight)
        return bitmap(options.resizeWidth, options.resizeHeight)
      return source as FakeBitmap
    },
  )

  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        public width: number,
        public height: number,
      ) {}
      getContext() {
        return {
          drawImage: () => {},
          fillRect: () => {},
          imageSmoothingEnabled: false,
          imageSmoothingQuality: 'low',
          globalCompositeOperation: 'source-over',
          fillStyle: '#000',
        }
      }
      async convertToBlob({ type = 'image/png' }: { type?: string } = {}) {
        const produced = encodes.includes(type) ? type : 'image/png'
        return new NodeBlob([`${produced} ${this.width}x${this.height}`], { type: produced })
      }
    },
  )

  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
}
