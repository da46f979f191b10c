// Bucket and object names from a request path. The wildcard part is decoded as a whole, as
// Storage's router does (`a%2Fb.png` is the object `a/b.png`), then checked: names become paths
// of files under the data directory, so nothing that could leave a bucket's folder gets through.
import { ERRORS } from './errors.ts'

/** S3's limit on a key, in UTF-8 bytes. */
const MAX_NAME_BYTES = 1024

// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/

function decode(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/** Throws Storage's `InvalidKey` (400) for an object name that cannot be stored. */
export function checkObjectName(name: string): string {
  if (name === '' || Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) throw ERRORS.invalidKey(name)
  if (CONTROL.test(name) || name.includes('\\')) throw ERRORS.invalidKey(name)
  if (name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw ERRORS.invalidKey(name)
  return name
}

export interface ObjectTarget {
  bucket: string
  name: string
}

/** The bucket segment and the (still encoded) rest of a path, decoded and checked. */
export function objectTarget(rawBucket: string, rawName: string): ObjectTarget {
  const name = decode(rawName)
  if (name === null) throw ERRORS.invalidKey(rawName)
  return { bucket: decode(rawBucket) ?? rawBucket, name: checkObjectName(name) }
}

/** A bucket segment on its own (`DELETE /object/:bucket`, `POST /object/list/:bucket`). */
export function bucketName(rawBucket: string): string {
  return decode(rawBucket) ?? rawBucket
}
