import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { expect, test, vi } from 'vitest'
import { setHydrating } from '@/lib/hydration'
import { deferredIsland } from './deferred-island'

function Part({ label }: { label: string }) {
  return <p>{label}</p>
}

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

test('over pre-rendered HTML, the HTML stays untouched until `when`, then the part renders in place', async () => {
  const gate = deferred()
  const load = vi.fn(() => Promise.resolve(Part))
  const Island = deferredIsland(load, <p>carregando</p>, { when: () => gate.promise })
  const container = document.createElement('div')
  container.innerHTML = '<div id="ilha"><p>do servidor</p></div>'
  document.body.append(container)
  let root: ReturnType<typeof hydrateRoot> | undefined
  setHydrating(true) // as main.tsx does before hydrating a pre-rendered page
  await act(async () => {
    root = hydrateRoot(container, <Island id="ilha" label="do navegador" />)
  })
  setHydrating(false)
  expect(container.textContent).toBe('do servidor')
  expect(load).not.toHaveBeenCalled()

  await act(async () => {
    gate.resolve()
    await gate.promise
  })
  expect(load).toHaveBeenCalledTimes(1)
  expect(container.querySelector('#ilha')?.textContent).toBe('do navegador')
  act(() => root?.unmount())
  container.remove()
})

test('rendered in the browser (no pre-rendered HTML), the part loads at once', async () => {
  const load = vi.fn(() => Promise.resolve(Part))
  const Island = deferredIsland(load, <p>carregando</p>, { when: () => new Promise(() => {}) })
  render(<Island id="ilha-2" label="já aqui" />)
  expect(await screen.findByText('já aqui')).toBeInTheDocument()
})

test('with `always`, a part rendered in the browser shows its fallback until `when`', async () => {
  const gate = deferred()
  const Island = deferredIsland(() => Promise.resolve(Part), <p>carregando</p>, {
    when: () => gate.promise,
    always: true,
  })
  render(<Island id="ilha-3" label="larga" />)
  expect(screen.getByText('carregando')).toBeInTheDocument()
  await act(async () => {
    gate.resolve()
    await gate.promise
  })
  expect(await screen.findByText('larga')).toBeInTheDocument()
})

test('a load that failed offline is tried again when the connection comes back', async () => {
  const gate = deferred()
  const load = vi
    .fn<() => Promise<typeof Part>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(Part)
  const Island = deferredIsland(load, <p>carregando</p>, {
    when: () => gate.promise,
    always: true,
  })
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  render(<Island id="ilha-offline" label="de volta" />)
  await act(async () => {
    gate.resolve()
    await gate.promise
  })
  expect(load).toHaveBeenCalledTimes(1)
  expect(screen.getByText('carregando')).toBeInTheDocument()

  online.mockReturnValue(true)
  await act(async () => {
    window.dispatchEvent(new Event('online'))
  })
  expect(await screen.findByText('de volta')).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
  online.mockRestore()
})

test('online, a failed load is tried again after a moment, and a chunk that still fails reloads the page once', async () => {
  vi.useFakeTimers()
  const reload = vi.fn()
  const { setPageReloader } = await import('@/lib/chunk-reload')
  setPageReloader(reload)
  sessionStorage.clear()
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')
  const load = vi.fn<() => Promise<typeof Part>>().mockRejectedValue(chunkError)
  const gate = deferred()
  const Island = deferredIsland(load, <p>carregando</p>, {
    when: () => gate.promise,
    always: true,
  })
  render(<Island id="ilha-chunk" label="nunca" />)
  await act(async () => {
    gate.resolve()
    await gate.promise
  })
  expect(load).toHaveBeenCalledTimes(1)
  expect(reload).not.toHaveBeenCalled()
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2000)
  })
  expect(load).toHaveBeenCalledTimes(2)
  expect(reload).toHaveBeenCalledTimes(1)
  expect(screen.getByText('carregando')).toBeInTheDocument()
  vi.useRealTimers()
})
