// Where uploaded objects' bytes live: `<data dir>/storage/<bucket>/<name>` for an on-disk database,
// a Map for an in-memory one. The rows in `storage.objects` are the truth; a file is written only
// inside the transaction that wrote its row, and removed once its row is gone.
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { ERRORS } from './errors.ts'

export interface FileStore {
  read(bucket: string, name: string): Promise<Uint8Array | null>
  write(bucket: string, name: string, bytes: Uint8Array): Promise<void>
  remove(bucket: string, name: string): Promise<void>
}

export function memoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>()
  const key = (bucket: string, name: string) => `${bucket}\0${name}`
  return {
    read: (bucket, name) => Promise.resolve(files.get(key(bucket, name)) ?? null),
    write(bucket, name, bytes) {
      files.set(key(bucket, name), bytes)
      return Promise.resolve()
    },
    remove(bucket, name) {
      files.delete(key(bucket, name))
      return Promise.resolve()
    },
  }
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined
}

/** A file where a folder is needed, or the reverse: keys are flat in Storage, paths are not. */
const CLASH = new Set(['EEXIST', 'ENOTDIR', 'EISDIR', 'ENOTEMPTY'])
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR'])

/**
 * Files under `root`. `reset` empties it first: a database that was just created or rebuilt has
 * no rows, so files left from an earlier one would only be orphans.
 */
export function diskFileStore(root: string, options: { reset: boolean }): FileStore {
  const base = resolve(root)
  if (options.reset) rmSync(base, { recursive: true, force: true })

  function bucketDir(bucket: string): string {
    if (bucket === '' || bucket === '.' || bucket === '..' || /[/\\\0]/.test(bucket))
      throw new Error(`local backend: unusable bucket name ${JSON.stringify(bucket)}`)
    return join(base, bucket)
  }

  /** The file of an object; names are checked by names.ts, and checked again to stay inside. */
  function fileOf(bucket: string, name: string): string {
    const dir = bucketDir(bucket)
    const file = resolve(dir, ...name.split('/'))
    if (!file.startsWith(dir + sep)) throw ERRORS.invalidKey(name)
    return file
  }

  return {
    async read(bucket, name) {
      try {
        return new Uint8Array(await readFile(fileOf(bucket, name)))
      } catch (error) {
        if (MISSING.has(errorCode(error) ?? '')) return null
        throw error
      }
    },
    async write(bucket, name, bytes) {
      const file = fileOf(bucket, name)
      const clash = () =>
        ERRORS.invalidKey(name, 'locally an object and a folder cannot have the same name')
      const refusal = (error: unknown) => {
        const code = errorCode(error) ?? ''
        if (CLASH.has(code)) return clash()
        if (code === 'ENAMETOOLONG')
          return ERRORS.invalidKey(name, 'a part of the name is too long for the local disk')
        return error
      }
      try {
        await mkdir(dirname(file), { recursive: true })
      } catch (error) {
        throw refusal(error)
      }
      // Written beside, then renamed: a reader never sees half a file.
      const temporary = join(dirname(file), `.upload-${randomUUID()}`)
      await writeFile(temporary, bytes)
      try {
        await rename(temporary, file)
      } catch (error) {
        await rm(temporary, { force: true })
        throw refusal(error)
      }
    },
    async remove(bucket, name) {
      const file = fileOf(bucket, name)
      await rm(file, { force: true })
      // Folders exist only through their objects: drop the ones this left empty.
      const stop = bucketDir(bucket)
      for (let dir = dirname(file); dir.startsWith(stop + sep); dir = dirname(dir)) {
        try {
          await rmdir(dir)
        } catch {
          break
        }
      }
    },
  }
}
