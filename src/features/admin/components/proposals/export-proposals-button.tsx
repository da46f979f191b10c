import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { adminErrorText } from '@/staff/api/errors'
import { useProposalsExport } from '../../api/get-proposals-export'
import type { ProposalFilters } from '../../api/proposal-keys'
import { isoDayInBrazil, proposalsMessages as t } from '../../proposals-messages'
import { downloadText } from './download'
import { proposalsCsv } from './proposals-csv'

/** "Exportar CSV": every proposal matching `filters` (all pages), saved as propostas-AAAA-MM-DD.csv. */
export function ExportProposalsButton({ filters }: { filters: ProposalFilters }) {
  const exporter = useProposalsExport()
  const run = () =>
    exporter.mutate(filters, {
      onSuccess: (rows) => {
        downloadText(
          t.exportFileName(isoDayInBrazil(new Date())),
          proposalsCsv(rows),
          'text/csv;charset=utf-8',
        )
        toast({
          title: t.exportSuccess,
          description: t.exportSuccessDescription(rows.length),
          variant: 'success',
        })
      },
      onError: (error) =>
        toast({
          title: t.exportFailed,
          description: adminErrorText(error),
          variant: 'destructive',
        }),
    })
  const pending = exporter.isPending
  return (
    <Button onClick={run} disabled={pending} aria-busy={pending || undefined}>
      {pending ? (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
      ) : (
        <Download aria-hidden="true" className="h-4 w-4" />
      )}
      {pending ? t.exporting : t.export}
    </Button>
  )
}
