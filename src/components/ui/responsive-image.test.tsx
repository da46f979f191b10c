import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ResponsiveImage } from './responsive-image'

const STEM = '/storage/v1/object/public/site-media/noticias/2026/11/a1b2c3d4-capa'

test('an uploaded image offers every width with its intrinsic size, lazily by default', () => {
  render(
    <ResponsiveImage
      src={`${STEM}_1920x1440_1920.webp`}
      alt="Jovens no plenário"
      sizes="(min-width: 768px) 720px, 100vw"
      width={1200}
      height={675}
    />,
  )
  const img = screen.getByRole('img', { name: 'Jovens no plenário' })
  expect(img).toHaveAttribute('src', `${STEM}_1920x1440_960.webp`)
  expect(img.getAttribute('srcset')?.split(', ')).toEqual([
    `${STEM}_1920x1440_320.webp 320w`,
    `${STEM}_1920x1440_640.webp 640w`,
    `${STEM}_1920x1440_960.webp 960w`,
    `${STEM}_1920x1440_1280.webp 1280w`,
    `${STEM}_1920x1440_1920.webp 1920w`,
  ])
  expect(img).toHaveAttribute('sizes', '(min-width: 768px) 720px, 100vw')
  expect(img).toHaveAttribute('width', '1920')
  expect(img).toHaveAttribute('height', '1440')
  expect(img).toHaveAttribute('loading', 'lazy')
  expect(img).toHaveAttribute('decoding', 'async')
  expect(img).not.toHaveAttribute('fetchpriority')
})

test('the LCP image is fetched eagerly with a high priority', () => {
  render(
    <ResponsiveImage
      src={`${STEM}_1920x1440_1920.webp`}
      alt="Capa"
      sizes="100vw"
      width={1200}
      height={675}
      priority
    />,
  )
  const img = screen.getByRole('img', { name: 'Capa' })
  expect(img).toHaveAttribute('loading', 'eager')
  expect(img).toHaveAttribute('fetchpriority', 'high')
})

test('any other address keeps its src and takes the slot’s size, with no srcset', () => {
  render(
    <ResponsiveImage
      src="https://cdn.example.com/produto.jpg"
      alt="Camiseta"
      sizes="50vw"
      width={600}
      height={600}
      className="h-full w-full"
    />,
  )
  const img = screen.getByRole('img', { name: 'Camiseta' })
  expect(img).toHaveAttribute('src', 'https://cdn.example.com/produto.jpg')
  expect(img).not.toHaveAttribute('srcset')
  expect(img).toHaveAttribute('width', '600')
  expect(img).toHaveAttribute('height', '600')
  expect(img).toHaveAttribute('loading', 'lazy')
  expect(img).toHaveClass('h-full', 'w-full')
})

test('a decorative image stays out of the accessibility tree', () => {
  render(<ResponsiveImage src="/images/a.svg" alt="" sizes="64px" width={64} height={64} />)
  expect(screen.queryByRole('img')).toBeNull()
  expect(screen.getByRole('presentation')).toHaveAttribute('src', '/images/a.svg')
})
