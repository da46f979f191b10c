import qrcode from 'qrcode-generator'
import { useMemo } from 'react'

const QUIET_ZONE = 4

/** The BR Code as an inline SVG QR code (dark modules on white, quiet zone included). */
export function PixQrCode({
  payload,
  label,
  size = 224,
}: {
  payload: string
  label: string
  size?: number
}) {
  const { count, path } = useMemo(() => {
    const qr = qrcode(0, 'M')
    qr.addData(payload)
    qr.make()
    const n = qr.getModuleCount()
    // One rectangle per horizontal run of dark modules (about a third of the text of one per module).
    let d = ''
    for (let row = 0; row < n; row += 1) {
      let col = 0
      while (col < n) {
        if (!qr.isDark(row, col)) {
          col += 1
          continue
        }
        const start = col
        while (col < n && qr.isDark(row, col)) col += 1
        const run = col - start
        d += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`
      }
    }
    return { count: n + QUIET_ZONE * 2, path: d }
  }, [payload])
  return (
    <svg
      role="img"
      aria-label={label}
      data-payload={payload}
      viewBox={`0 0 ${count} ${count}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="h-auto max-w-full rounded-xl bg-white"
    >
      <rect width={count} height={count} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
