// Moved to the REST API's testing helpers, which its own tests share (rest-api/src/serverProcess.ts).
export { type ServerProcess, startServerProcess } from '@backoffice/rest-api/testing';
