import type { UseFormRegisterReturn } from 'react-hook-form'
import { editorMessages as t } from '../messages'
import { MarkdownSplitField } from './markdown-split-field'

/** The article's body: Markdown beside its preview. */
export function MarkdownBody({
  register,
  text,
  error,
}: {
  register: UseFormRegisterReturn<'body'>
  text: string
  error?: string
}) {
  return (
    <MarkdownSplitField
      label={t.fields.body}
      hint={t.fields.bodyHint}
      error={error}
      text={text}
      previewLabel={t.fields.preview}
      previewEmpty={t.fields.previewEmpty}
      {...register}
    />
  )
}
