#!/usr/bin/env node
// npm start: install, build, then run the REST API, the gateway and the web app until Ctrl-C.
// npm run dev: the same with watchers and Vite's dev server, without the build.
import { BUILD, INSTALL, pnpm } from './pnpm.mjs';
import { launch, processes, stackEnv, waitFor } from './stack.mjs';

const dev = process.argv.includes('--dev');
const step = (args) => {
  if (pnpm(args) !== 0) process.exit(1);
};

step(INSTALL);
if (!dev) step(BUILD);

const env = stackEnv();
const children = processes(env, dev).map((spec) => ({ spec, child: launch(spec) }));
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 5000);
  Promise.all(
    children.map(({ child }) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  ).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}

for (const { spec, child } of children) {
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${spec.name} stopped (exit code ${code}); stopping the others.`);
      stop(1);
    }
  });
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

try {
  await waitFor(`${env.REST_API_URL}/healthz`);
  await waitFor(`${env.GATEWAY_URL}/healthz`);
  await waitFor(`http://localhost:${env.WEB_PORT}/`);
  console.log(`
  Back office is running${dev ? ' (dev mode)' : ''}:
    Dashboard     http://localhost:${env.WEB_PORT}
    GraphQL       ${env.GATEWAY_URL}/graphql   (Apollo Sandbox outside production)
    REST API      ${env.REST_API_URL}           (contract at /openapi.json)
    Metrics       gateway :${env.GATEWAY_METRICS_PORT ?? 9464}/metrics, REST API :${env.REST_API_METRICS_PORT ?? 9465}/metrics (Prometheus text)
    Demo login    ${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD}
  Ctrl-C stops all three.
`);
} catch (error) {
  console.error(String(error));
  stop(1);
}
