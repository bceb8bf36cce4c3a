// Sends every query of the provisioned dashboards to a real Prometheus, so a typo in PromQL fails here rather than
// as an empty panel in production. Usage: node docker/grafana/checkDashboard.mjs [prometheus-url]
// Without a URL it starts Debian's `prometheus` (no scrape targets) on a free port and stops it afterwards.
// Prints each panel's title with OK or Prometheus's error; exits 1 on any failure.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DASHBOARDS_DIR = new URL('./dashboards/', import.meta.url);
const DATASOURCE_UID = 'prometheus';
const READY_TIMEOUT_MS = 60_000;

// Grafana's built-in interval variables, given the values Grafana would use for a 15 s scrape interval.
const GRAFANA_VARIABLES = { $__rate_interval: '1m', $__interval: '15s', $__range: '1h' };

/** Every panel with queries, rows' nested panels included. */
function* panelsOf(panels) {
  for (const panel of panels ?? []) {
    if (panel.targets?.length) yield panel;
    yield* panelsOf(panel.panels);
  }
}

const withGrafanaVariables = (expr) =>
  Object.entries(GRAFANA_VARIABLES).reduce((text, [name, value]) => text.replaceAll(name, value), expr);

async function queryError(prometheusUrl, expr) {
  const response = await fetch(new URL('/api/v1/query', prometheusUrl), {
    method: 'POST',
    body: new URLSearchParams({ query: withGrafanaVariables(expr) }),
  });
  const answer = await response.json().catch(() => ({ error: `HTTP ${response.status}` }));
  return answer.status === 'success' ? undefined : (answer.error ?? `HTTP ${response.status}`);
}

async function checkPanel(prometheusUrl, panel) {
  const errors = [];
  for (const target of panel.targets) {
    const uid = target.datasource?.uid ?? panel.datasource?.uid;
    if (uid !== DATASOURCE_UID) errors.push(`query ${target.refId}: datasource uid ${uid}, expected ${DATASOURCE_UID}`);
    const error = await queryError(prometheusUrl, target.expr ?? '');
    if (error) errors.push(`query ${target.refId}: ${error}`);
  }
  return errors;
}

async function checkDashboards(prometheusUrl) {
  let failures = 0;
  const files = (await readdir(DASHBOARDS_DIR)).filter((name) => name.endsWith('.json')).sort();
  for (const file of files) {
    const dashboard = JSON.parse(await readFile(new URL(file, DASHBOARDS_DIR), 'utf8'));
    for (const panel of panelsOf(dashboard.panels)) {
      const errors = await checkPanel(prometheusUrl, panel);
      failures += errors.length;
      console.log(`${file}: ${panel.title}: ${errors.length ? errors.join('; ') : 'OK'}`);
    }
  }
  return failures;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitUntilReady(url, hasExited) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('prometheus exited before it was ready');
    const ready = await fetch(new URL('/-/ready', url)).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`prometheus at ${url} not ready within ${READY_TIMEOUT_MS} ms`);
}

/** A throw-away Prometheus with nothing to scrape: enough to parse and run every query. */
async function withOwnPrometheus(run) {
  const dir = await mkdtemp(join(tmpdir(), 'check-dashboard-'));
  const config = join(dir, 'prometheus.yml');
  await writeFile(config, 'scrape_configs: []\n');
  const url = `http://127.0.0.1:${await freePort()}`;
  const child = spawn(
    'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=${new URL(url).host}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  let running = true;
  // 'error' alone when the binary is missing, 'close' when it ran.
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      log += String(error);
      resolve();
    });
    child.once('close', resolve);
  }).then(() => (running = false));
  try {
    await waitUntilReady(url, () => !running);
    return await run(url);
  } catch (error) {
    console.error(log);
    throw error;
  } finally {
    child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  }
}

const prometheusUrl = process.argv[2];
const failures = prometheusUrl ? await checkDashboards(prometheusUrl) : await withOwnPrometheus(checkDashboards);
if (failures > 0) {
  console.error(`${failures} failing quer${failures === 1 ? 'y' : 'ies'}`);
  process.exit(1);
}
