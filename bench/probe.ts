/**
 * Loaded into every server a benchmark starts (processes.ts): counts the HTTP requests the process receives
 * (upstream calls, at the REST API), records them on demand, and answers over the IPC channel: `stats` with the
 * count, the requests not answered yet and its memory; `record` by starting a record; `recorded` with the calls since.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

let requests = 0;
let inFlight = 0;
let record: string[] | undefined;
subscribe('http.server.request.start', (message) => {
  requests++;
  inFlight++;
  const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
  // 'close' comes for an answered request and for one whose client left alike.
  response.once('close', () => inFlight--);
  record?.push(`${request.method} ${request.url}`);
});
process.on('message', (message) => {
  if (message === 'stats') process.send?.({ kind: 'stats', requests, inFlight, ...process.memoryUsage() });
  if (message === 'record') {
    record = [];
    process.send?.({ kind: 'record' });
  }
  if (message === 'recorded') {
    process.send?.({ kind: 'recorded', calls: record ?? [] });
    record = undefined;
  }
});
// The benchmark ended (or crashed) without stopping this server: no orphan keeps its port.
process.on('disconnect', () => process.exit(0));
