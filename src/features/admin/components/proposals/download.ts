/** Saves `text` as a file named `fileName` through a temporary object URL (no network). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after click() returns: free it on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
