import type { UseQueryResult } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { FilterBar, FilterSelect } from './filter-bar'

function renderBar(options: Partial<UseQueryResult<string[]>>) {
  return render(
    <FilterBar label="Filtrar" className="grid" options={options as UseQueryResult<string[]>}>
      <FilterSelect
        label="Tema"
        value=""
        allLabel="Todos os temas"
        options={options.data ?? []}
        onChange={() => {}}
      />
    </FilterBar>,
  )
}

test('when the menus cannot be read, a compact error follows the filters and its retry reads them again', async () => {
  const refetch = vi.fn()
  renderBar({ isError: true, data: undefined, refetch } as Partial<UseQueryResult<string[]>>)
  expect(screen.getByRole('search', { name: 'Filtrar' })).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Tema' })).toBeInTheDocument()
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Não foi possível carregar as opções de filtro.',
  )
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(refetch).toHaveBeenCalledTimes(1)
})

test('menus that were read, or a later failed refresh of them, show no error', () => {
  renderBar({ isError: false, data: ['Educação'] })
  expect(screen.getByRole('option', { name: 'Educação' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  renderBar({ isError: true, data: ['Educação'] })
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
