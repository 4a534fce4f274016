// Uploads a model file (README 'Model file'): read in the browser, parsed, sent as JSON; the server
// validates it fully and measures it against the baseline. A file that is not JSON is refused here.
import { useRef, useState } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import { Button } from '@mui/material'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { useFormatNumber } from '../common/useFormatNumber'
import { refusalText, uploadModelFile } from './neuronetApi'

/** The server refuses more than this (MODEL_BOUNDS.maxFileBytes): say so before sending. */
const MAX_BYTES = 60 * 1024

export function UploadButton({ onUploaded }: { onUploaded: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const format = useFormatNumber()
  const input = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState(false)

  async function upload(file: File) {
    if (file.size > MAX_BYTES) return notify('neuronet.errors.fileTooLarge', { type: 'error' })
    setPending(true)
    try {
      let parsed: unknown
      try {
        parsed = JSON.parse(await file.text())
      } catch {
        return notify('neuronet.errors.neuronetInvalidFile', { type: 'error' })
      }
      const model = await uploadModelFile(parsed)
      notify('neuronet.uploaded', { type: 'success', messageArgs: { name: model.name } })
      onUploaded()
    } catch (error) {
      notify(refusalText(translate, error, format), { type: 'error' })
    } finally {
      setPending(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={translate('neuronet.upload')}
        data-testid="neuronet-upload-input"
        onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
      />
      <Button startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={pending}>
        {translate('neuronet.upload')}
      </Button>
    </>
  )
}
