import { homeMessages } from '../messages'

const t = homeMessages.stats

/** Home section 4: the fixed figures of the movement. */
export function StatsStrip() {
  return (
    <section aria-label={t.label} className="bg-brand-700">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 text-center md:grid-cols-4">
        {t.items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-white/90">{item.label}</dt>
            <dd className="text-4xl font-black text-white md:text-5xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
