// Tailwind CSS 4 reads its theme from CSS (`src/index.css`, `@theme`); this file is loaded from there
// with `@config` and holds the few settings that are still plain configuration.
import type { Config } from 'tailwindcss'

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
} satisfies Config
