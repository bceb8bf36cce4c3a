import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { DocumentNode } from 'graphql';
import { useEffect, useRef, useState } from 'react';

import { UNREACHABLE_MESSAGE } from '../graphqlRequest';
import { byteSize, downloadName, type ExportableColumn, listExportUrl } from './listExport';
import { useSessionEnded } from './sessionEnded';

/** What the button reads of the list's query: a generated `useXQuery` result has both. */
export interface ExportableQuery {
  variables?: object;
  observable?: { readonly query: DocumentNode };
}

export const EXPORT_INTERRUPTED_MESSAGE = 'Export failed: the download was interrupted. Try again.';

type ExportState =
  { state: 'idle' } | { state: 'downloading'; bytes: number; rows?: number } | { state: 'failed'; message: string };

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: Array<{ message?: string }> };
    const message = body.errors?.[0]?.message;
    if (message) return `Export failed: ${message}`;
  } catch {
    // Not the gateway's JSON (a proxy's page): the status says enough.
  }
  return `Export failed (HTTP ${response.status}).`;
}

/**
 * How long the file's blob address outlives the click. The browser starts a download from it in a later task, which
 * on a busy machine comes after a timer of 0 ms: revoked then, the click saved nothing and said nothing (seen in the
 * e2e run under load). FileSaver.js waits 40 s for the same reason; the page's unload frees it sooner.
 */
export const REVOKE_DOWNLOAD_AFTER_MS = 40_000;

/** Hands the downloaded file to the browser, which saves it as any download. */
function save(parts: BlobPart[], name: string) {
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DOWNLOAD_AFTER_MS);
}

/**
 * Export of every row the list's filters select, as CSV, with the columns that say where their value is
 * (`exportPath`). The gateway builds and streams the file (`GET /export/<list>.csv`); the button reads it as it
 * comes, showing how much has arrived, and saves it once complete. A refused or cut-off download says so and
 * saves nothing, so a partial file is never taken for the whole list.
 */
export function ExportButton({ query, columns }: { query: ExportableQuery; columns: readonly ExportableColumn[] }) {
  const [progress, setProgress] = useState<ExportState>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  const endSession = useSessionEnded();
  useEffect(() => () => running.current?.abort(), []);
  const document = query.observable?.query;
  const url = document
    ? listExportUrl(document, query.variables as Record<string, unknown> | undefined, columns)
    : undefined;
  if (!url) return null;

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ state: 'downloading', bytes: 0 });
    let response: Response | undefined;
    try {
      response = await fetch(url, { credentials: 'same-origin', signal: controller.signal });
      if (!response.ok || !response.body) {
        setProgress({ state: 'failed', message: await failureMessage(response) });
        // As a GraphQL answer would: an ended session goes back to the sign-in page.
        if (response.status === 401) endSession();
        return;
      }
      const total = response.headers.get('x-total-count');
      const rows = total === null ? undefined : Number(total);
      const parts: BlobPart[] = [];
      let bytes = 0;
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        parts.push(chunk.value);
        bytes += chunk.value.byteLength;
        setProgress({ state: 'downloading', bytes, rows });
      }
      save(parts, downloadName(response.headers.get('content-disposition'), 'export.csv'));
      setProgress({ state: 'idle' });
    } catch {
      if (controller.signal.aborted) return;
      // Without an answer the server was out of reach; with one, the gateway cut the stream mid-way.
      setProgress({
        state: 'failed',
        message: response ? EXPORT_INTERRUPTED_MESSAGE : `Export failed: ${UNREACHABLE_MESSAGE}`,
      });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const busy = progress.state === 'downloading';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <FileDownloadIcon />}
        disabled={busy}
        onClick={() => void start()}
      >
        Export CSV
      </Button>
      {busy ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {progress.rows === undefined ? 'Exporting…' : `Exporting ${progress.rows.toLocaleString('id-ID')} rows…`}{' '}
          {byteSize(progress.bytes)}
        </Typography>
      ) : null}
      {progress.state === 'failed' ? (
        <Typography variant="body2" color="error" role="alert">
          {progress.message}
        </Typography>
      ) : null}
    </Box>
  );
}
