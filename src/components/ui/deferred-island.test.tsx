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
