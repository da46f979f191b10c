import { afterEach, expect, test, vi } from 'vitest'
import { retryingImport, setPageReloader } from './chunk-reload'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  sessionStorage.clear()
  setPageReloader(() => location.reload())
})

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/motion-features.js')

test('offline, a failed import waits for the connection and then loads, without rejecting', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('features')
  const settled = vi.fn()
  const loading = retryingImport(load).then(settled, settled)
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(settled).not.toHaveBeenCalled()
  onLine.mockReturnValue(true)
  window.dispatchEvent(new Event('online'))
  await loading
  expect(settled).toHaveBeenCalledWith('features')
  expect(load).toHaveBeenCalledTimes(2)
})

test('online, a failed import is tried again after 2 s', async () => {
  vi.useFakeTimers()
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  const load = vi.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce('features')
  const loading = retryingImport(load)
  await vi.advanceTimersByTimeAsync(1999)
  expect(load).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(1)
  await expect(loading).resolves.toBe('features')
})

test('a chunk that still fails reloads the page once and never rejects; after that, one more try per reconnection', async () => {
  vi.useFakeTimers()
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  const reload = vi.fn()
  setPageReloader(reload)
  const load = vi.fn().mockRejectedValue(chunkError())
  const settled = vi.fn()
  void retryingImport(load).then(settled, settled)
  await vi.advanceTimersByTimeAsync(2000)
  expect(load).toHaveBeenCalledTimes(2)
  expect(reload).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(60_000)
  expect(settled).not.toHaveBeenCalled()

  // The reload guard holds (a reload moments ago): the next failure waits for the connection.
  setPageReloader(reload)
  sessionStorage.setItem('mov:chunk-reload', String(Date.now()))
  const again = vi.fn().mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError())
  again.mockResolvedValueOnce('features')
  const loading = retryingImport(again)
  await vi.advanceTimersByTimeAsync(2000)
  expect(again).toHaveBeenCalledTimes(2)
  expect(reload).toHaveBeenCalledTimes(1)
  window.dispatchEvent(new Event('online'))
  await expect(loading).resolves.toBe('features')
  expect(settled).not.toHaveBeenCalled()
})
