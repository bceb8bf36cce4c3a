/**
 * A statement's name for metrics and traces: its verb and the first table of its main part (`SELECT orders`,
 * `INSERT order_items`), or the verb alone. Only SQL words from a fixed list and table names written in the code
 * reach it (values travel as $n parameters), so the names stay few.
 */

/** A word, or a parenthesised group of them. */
type Token = string | Token[];

const VERBS: ReadonlySet<string> = new Set([
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'VALUES',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'RELEASE',
  'SET',
  'SHOW',
  'LOCK',
  'CREATE',
  'ALTER',
  'DROP',
  'TRUNCATE',
  'COPY',
  'DO',
  'CALL',
  'NOTIFY',
  'LISTEN',
  'REFRESH',
  'ANALYZE',
  'VACUUM',
]);

/** Comments and quoted text go first: they may hold parentheses, and a literal is never part of a name. */
const NOISE = /--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'/g;
const NAME_PART = String.raw`(?:[A-Za-z_][\w$]*|"(?:[^"]|"")+")`;
const TOKEN = new RegExp(String.raw`[(),]|${NAME_PART}(?:\.(?:${NAME_PART}|\*))*|[^\s(),"A-Za-z_]+`, 'g');
const IDENTIFIER = new RegExp(String.raw`^${NAME_PART}(?:\.${NAME_PART})*$`);

/** Bounded: a new SQL text beyond it evicts the oldest. Texts are the code's, so it rarely fills. */
const CACHE_SIZE = 2_000;
const cache = new Map<string, string>();

export function statementName(sql: string): string {
  let name = cache.get(sql);
  if (name === undefined) {
    name = nameOf(tokenize(sql));
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(sql, name);
  }
  return name;
}

function tokenize(sql: string): Token[] {
  const root: Token[] = [];
  const open: Token[][] = [root];
  for (const [token] of sql.replace(NOISE, ' ').matchAll(TOKEN)) {
    const current = open[open.length - 1] ?? root;
    if (token === '(') {
      const group: Token[] = [];
      current.push(group);
      open.push(group);
    } else if (token === ')') {
      if (open.length > 1) open.pop();
    } else current.push(token);
  }
  return root;
}

const word = (token: Token | undefined) => (typeof token === 'string' ? token.toUpperCase() : undefined);

function nameOf(tokens: Token[]): string {
  const statement = mainPart(tokens, new Map());
  const verb = word(statement.tokens[0]);
  if (!verb || !VERBS.has(verb)) return 'other';
  const table = tableOf(statement);
  return table ? `${verb} ${table}` : verb;
}

interface Statement {
  tokens: Token[];
  /** The common table expressions in scope, by lower-case name: a FROM naming one is named by its table. */
  ctes: Map<string, Token[]>;
}

/** Skips a leading `WITH a AS (…), b AS (…)`, keeping the expressions' bodies. */
function mainPart(tokens: Token[], outer: Map<string, Token[]>): Statement {
  if (word(tokens[0]) !== 'WITH') return { tokens, ctes: outer };
  const ctes = new Map(outer);
  let at = word(tokens[1]) === 'RECURSIVE' ? 2 : 1;
  while (typeof tokens[at] === 'string') {
    const name = (tokens[at] as string).replaceAll('"', '').toLowerCase();
    let next = Array.isArray(tokens[at + 1]) ? at + 2 : at + 1; // a column list
    if (word(tokens[next]) !== 'AS') break;
    next++;
    while (word(tokens[next]) === 'NOT' || word(tokens[next]) === 'MATERIALIZED') next++;
    const body = tokens[next];
    if (!Array.isArray(body)) break;
    ctes.set(name, body);
    at = next + 1;
    if (tokens[at] !== ',') break;
    at++;
  }
  return { tokens: tokens.slice(at), ctes };
}

/** The table a statement writes to, or the first one it reads from. */
function tableOf({ tokens, ctes }: Statement, depth = 0): string | undefined {
  const verb = word(tokens[0]);
  // INSERT INTO t, MERGE INTO t, DELETE FROM t, UPDATE t
  let at = verb === 'INSERT' || verb === 'MERGE' || verb === 'DELETE' ? 2 : verb === 'UPDATE' ? 1 : 0;
  const reading = verb === 'SELECT';
  if (reading) at = tokens.findIndex((token) => word(token) === 'FROM') + 1;
  if (at === 0 || depth > 10) return undefined;
  if (word(tokens[at]) === 'ONLY' || word(tokens[at]) === 'LATERAL') at++;
  const target = tokens[at];
  if (Array.isArray(target)) return reading ? tableOf(mainPart(target, ctes), depth + 1) : undefined; // FROM (SELECT …) x
  // A function (FROM unnest(…)) is no table.
  if (target === undefined || !IDENTIFIER.test(target) || (reading && Array.isArray(tokens[at + 1]))) return undefined;
  const table = target.replaceAll('"', '');
  const cte = ctes.get(table.toLowerCase());
  if (cte) return tableOf(mainPart(cte, ctes), depth + 1);
  return table.slice(table.lastIndexOf('.') + 1); // public.orders → orders
}
