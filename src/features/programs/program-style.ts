import { Heart, Lightbulb, Rocket, Target, Zap, type LucideIcon } from 'lucide-react'

export const programIcons = { Rocket, Lightbulb, Heart, Target, Zap } satisfies Record<
  string,
  LucideIcon
>

type ProgramIconName = keyof typeof programIcons

/** The programme's icon name (Rocket, Lightbulb, Heart, Target); Zap for anything else. */
export function programIconName(name: string | null | undefined): ProgramIconName {
  return name && Object.hasOwn(programIcons, name) ? (name as ProgramIconName) : 'Zap'
}

/** The eight gradient names of the specification, cycled by index when a programme has none. */
const gradientCycle = [
  'gradient-purple-blue',
  'gradient-green',
  'gradient-orange-pink',
  'gradient-blue-teal',
  'gradient-red',
  'gradient-purple-pink',
  'gradient-yellow',
  'gradient-cyan',
] as const

type GradientName = (typeof gradientCycle)[number]

/** Real Tailwind gradients for each name (dark enough for white text at 4.5:1). */
export const gradientClass: Record<GradientName, string> = {
  'gradient-purple-blue': 'bg-gradient-to-br from-purple-700 to-blue-700',
  'gradient-green': 'bg-gradient-to-br from-emerald-700 to-green-800',
  'gradient-orange-pink': 'bg-gradient-to-br from-orange-700 to-pink-700',
  'gradient-blue-teal': 'bg-gradient-to-br from-blue-700 to-teal-700',
  'gradient-red': 'bg-gradient-to-br from-red-700 to-rose-800',
  'gradient-purple-pink': 'bg-gradient-to-br from-purple-700 to-pink-700',
  'gradient-yellow': 'bg-gradient-to-br from-amber-700 to-yellow-800',
  'gradient-cyan': 'bg-gradient-to-br from-cyan-700 to-sky-800',
}

function isGradientName(name: string): name is GradientName {
  return name in gradientClass
}

/** The gradient name a programme shows: its own, else the cycle's entry for its position. */
export function programGradient(gradient: string | null | undefined, index: number): GradientName {
  if (gradient && isGradientName(gradient)) return gradient
  return gradientCycle[index % gradientCycle.length] ?? 'gradient-purple-blue'
}

export const DESCRIPTION_PREVIEW_LENGTH = 100
