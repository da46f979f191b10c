/** A form's failure after submitting, announced at once: "<title>: <detail>". */
export function FormFailure({ id, title, detail }: { id?: string; title: string; detail: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-xl border border-red-400/50 bg-red-950/40 px-4 py-3 text-sm text-red-100"
    >
      <strong>{title}:</strong> {detail}
    </p>
  )
}
