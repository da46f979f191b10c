import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, useState } from 'react'
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
  // Once its code (and what replays the visitor's first actions) is here.
  await waitFor(() => expect(container.querySelector('#ilha')?.textContent).toBe('do navegador'))
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

function NameForm({ onSend }: { onSend: (name: string) => void }) {
  const [name, setName] = useState('')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSend(name)
      }}
    >
      <label htmlFor="nome">Nome</label>
      <input id="nome" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="submit">Enviar</button>
    </form>
  )
}

test('a tap and text typed on the pre-rendered HTML before the code arrives are replayed once it has rendered', async () => {
  const user = userEvent.setup()
  const gate = deferred()
  const onSend = vi.fn()
  const Island = deferredIsland(() => Promise.resolve(NameForm), <p>carregando</p>, {
    when: () => gate.promise,
  })
  const container = document.createElement('div')
  container.innerHTML =
    '<div id="ilha-form"><form><label for="nome">Nome</label><input id="nome" value=""><button type="submit">Enviar</button></form></div>'
  document.body.append(container)
  let root: ReturnType<typeof hydrateRoot> | undefined
  setHydrating(true)
  await act(async () => {
    root = hydrateRoot(container, <Island id="ilha-form" onSend={onSend} />)
  })
  setHydrating(false)

  // The code has not arrived: the visitor types and taps "Enviar" on the server's HTML. The
  // browser does not submit the form by itself (jsdom would report it as not implemented).
  await user.type(screen.getByLabelText('Nome'), 'Ana')
  await user.click(screen.getByRole('button', { name: 'Enviar' }))
  expect(onSend).not.toHaveBeenCalled()

  await act(async () => {
    gate.resolve()
    await gate.promise
  })
  await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1))
  expect(onSend).toHaveBeenCalledWith('Ana')
  expect(screen.getByLabelText('Nome')).toHaveValue('Ana')
  expect(screen.getByRole('button', { name: 'Enviar' })).toHaveFocus()
  act(() => root?.unmount())
  container.remove()
})

function SizePicker() {
  const [size, setSize] = useState('')
  return (
    <fieldset>
      <legend>Tamanho</legend>
      {['P', 'M'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            className="sr-only"
            name="tamanho"
            value={value}
            checked={size === value}
            onChange={() => setSize(value)}
          />
          {value}
        </label>
      ))}
      <p>{size ? `Escolhido: ${size}` : 'Nenhum tamanho'}</p>
    </fieldset>
  )
}

test('a tap on a label (a size drawn around a hidden radio) before the code arrives chooses it once it has rendered', async () => {
  const user = userEvent.setup()
  const gate = deferred()
  const Island = deferredIsland(() => Promise.resolve(SizePicker), <p>carregando</p>, {
    when: () => gate.promise,
  })
  const container = document.createElement('div')
  container.innerHTML =
    '<div id="ilha-tamanho"><fieldset><legend>Tamanho</legend><label><input type="radio" class="sr-only" name="tamanho" value="P">P</label><label><input type="radio" class="sr-only" name="tamanho" value="M">M</label><p>Nenhum tamanho</p></fieldset></div>'
  document.body.append(container)
  let root: ReturnType<typeof hydrateRoot> | undefined
  setHydrating(true)
  await act(async () => {
    root = hydrateRoot(container, <Island id="ilha-tamanho" />)
  })
  setHydrating(false)

  await user.click(screen.getByText('M'))
  await act(async () => {
    gate.resolve()
    await gate.promise
  })
  expect(await screen.findByText('Escolhido: M')).toBeInTheDocument()
  expect(screen.getByRole('radio', { name: 'M' })).toBeChecked()
  act(() => root?.unmount())
  container.remove()
})

test('links on the pre-rendered HTML are left to the browser, and nothing is replayed without a tap', async () => {
  const user = userEvent.setup()
  const gate = deferred()
  const onSend = vi.fn()
  const Island = deferredIsland(() => Promise.resolve(NameForm), <p>carregando</p>, {
    when: () => gate.promise,
  })
  const container = document.createElement('div')
  container.innerHTML =
    '<div id="ilha-link"><a href="#ancora">Ler mais</a><form><label for="nome">Nome</label><input id="nome" value=""><button type="submit">Enviar</button></form></div>'
  document.body.append(container)
  let root: ReturnType<typeof hydrateRoot> | undefined
  setHydrating(true)
  await act(async () => {
    root = hydrateRoot(container, <Island id="ilha-link" onSend={onSend} />)
  })
  setHydrating(false)
  await user.click(screen.getByRole('link', { name: 'Ler mais' }))
  expect(window.location.hash).toBe('#ancora')

  await act(async () => {
    gate.resolve()
    await gate.promise
  })
  expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument()
  expect(onSend).not.toHaveBeenCalled()
  act(() => root?.unmount())
  container.remove()
  window.location.hash = ''
})

test('a keyboard visitor who Tabs on while the part is rendering keeps the focus where they are', async () => {
  const user = userEvent.setup()
  const gate = deferred()
  const inner = deferred()
  // A lazy piece inside the part: React keeps the HTML on screen until it is there.
  const Nothing = lazy(() => inner.promise.then(() => ({ default: () => null })))
  function Cards() {
    return (
      <ul>
        <li>
          <a href="#um">Um</a>
        </li>
        <li>
          <a href="#dois">Dois</a>
          <Nothing />
        </li>
      </ul>
    )
  }
  const Island = deferredIsland(() => Promise.resolve(Cards), null, { when: () => gate.promise })
  const container = document.createElement('div')
  container.innerHTML =
    '<div id="ilha-foco"><ul><li><a href="#um">Um</a></li><li><a href="#dois">Dois</a></li></ul></div>'
  document.body.append(container)
  let root: ReturnType<typeof hydrateRoot> | undefined
  setHydrating(true)
  await act(async () => {
    root = hydrateRoot(container, <Island id="ilha-foco" />)
  })
  setHydrating(false)

  await user.tab()
  expect(screen.getByRole('link', { name: 'Um' })).toHaveFocus()
  // The code arrives; React is still waiting for the lazy piece when the visitor Tabs on.
  await act(async () => {
    gate.resolve()
    await gate.promise
  })
  const served = screen.getByRole('link', { name: 'Dois' })
  await user.tab()
  expect(served).toHaveFocus()

  await act(async () => {
    inner.resolve()
    await inner.promise
  })
  await waitFor(() => expect(screen.getByRole('link', { name: 'Dois' })).not.toBe(served))
  expect(screen.getByRole('link', { name: 'Dois' })).toHaveFocus()
  act(() => root?.unmount())
  container.remove()
})

test('a tap and text typed after the code arrived, while React still renders the part, are replayed too', async () => {
  const user = userEvent.setup()
  const gate = deferred()
  const inner = deferred()
  const onSend = vi.fn()
  // A lazy piece inside the part: React keeps the HTML on screen until it is there (on a slow
  // phone, the moment between the code's arrival and the part's first paint).
  const Nothing = lazy(() => inner.promise.then(() => ({ default: () => null })))
  function SlowForm(props: { onSend: (name: string) => void }) {
    return (
      <>
        <NameForm {...props} />
        <Nothing />
      </>
    )
  }
  const Island = deferredIsland(() => Promise.resolve(SlowForm), <p>carregando</p>, {
    when: () => gate.promise,
  })
  const container = document.createElement('div')
  container.innerHTML =
    '<div id="ilha-lenta"><form><label for="nome">Nome</label><input id="nome" value=""><button type="submit">Enviar</button></form></div>'
  document.body.append(container)
  let root: ReturnType<typeof hydrateRoot> | undefined
  setHydrating(true)
  await act(async () => {
    root = hydrateRoot(container, <Island id="ilha-lenta" onSend={onSend} />)
  })
  setHydrating(false)

  await act(async () => {
    gate.resolve()
    await gate.promise
  })
  // The code is here; the HTML is still the server's.
  const served = screen.getByRole('button', { name: 'Enviar' })
  await user.type(screen.getByLabelText('Nome'), 'Bia')
  await user.click(served)
  expect(onSend).not.toHaveBeenCalled()

  await act(async () => {
    inner.resolve()
    await inner.promise
  })
  await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1))
  expect(onSend).toHaveBeenCalledWith('Bia')
  expect(screen.getByRole('button', { name: 'Enviar' })).not.toBe(served)
  act(() => root?.unmount())
  container.remove()
})
