// A lint rule for the web's tests: an element found once may still change (a select fills in once its options
// load, a status counts up, an alert is replaced by the next), so a state asserted on it once races the screen.
// Wait for the state itself: `await waitFor(() => expect(screen.getBy…(…)).toHave…(…))`, or find by the text.

/** jest-dom matchers of what an element shows or holds, which change while it stays in the document. */
const STATE_MATCHERS = new Set([
  'toBeChecked',
  'toBeDisabled',
  'toBeEmptyDOMElement',
  'toBeEnabled',
  'toBeInvalid',
  'toBePartiallyChecked',
  'toBeRequired',
  'toBeValid',
  'toBeVisible',
  'toContainElement',
  'toContainHTML',
  'toHaveAccessibleDescription',
  'toHaveAccessibleErrorMessage',
  'toHaveAccessibleName',
  'toHaveAttribute',
  'toHaveClass',
  'toHaveDisplayValue',
  'toHaveErrorMessage',
  'toHaveFocus',
  'toHaveFormValues',
  'toHaveRole',
  'toHaveSelection',
  'toHaveStyle',
  'toHaveTextContent',
  'toHaveValue',
]);

/** The callbacks that run an assertion until it holds. */
const RETRYING = new Set(['waitFor', 'poll']);

const calleeName = (call) =>
  call.callee.type === 'Identifier'
    ? call.callee.name
    : call.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier'
      ? call.callee.property.name
      : undefined;

/** `await screen.findBy…(…)`, `await within(x).findAllBy…(…)`. */
const isAwaitedFind = (node) =>
  node?.type === 'AwaitExpression' &&
  node.argument.type === 'CallExpression' &&
  /^find(All)?By/.test(calleeName(node.argument) ?? '');

/** Whether `node` sits in a function given to waitFor or expect.poll, which asserts again until it holds. */
function insideRetry(node) {
  for (let at = node.parent; at; at = at.parent) {
    const isFunction = at.type === 'ArrowFunctionExpression' || at.type === 'FunctionExpression';
    if (isFunction && at.parent?.type === 'CallExpression' && RETRYING.has(calleeName(at.parent) ?? '')) return true;
  }
  return false;
}

/** The one value a `const` was given, if `identifier` names one. */
function constInit(context, identifier) {
  let scope = context.sourceCode.getScope(identifier);
  for (; scope; scope = scope.upper) {
    const variable = scope.set.get(identifier.name);
    if (!variable) continue;
    const [definition] = variable.defs;
    if (definition?.type !== 'Variable' || definition.parent.kind !== 'const') return undefined;
    return definition.node.init;
  }
  return undefined;
}

export const waitForState = {
  meta: {
    type: 'problem',
    docs: { description: 'A changing state of an element found once is waited for, not asserted once.' },
    messages: {
      once:
        '{{matcher}} is asserted once on an element found earlier, whose state may still change: wait for it ' +
        '(`await waitFor(() => expect(screen.getBy…(…)).{{matcher}}(…))`) or find by the awaited text.',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        // expect(subject).matcher(…) or expect(subject).not.matcher(…)
        const member = node.callee;
        if (member.type !== 'MemberExpression' || member.property.type !== 'Identifier') return;
        const matcher = member.property.name;
        if (!STATE_MATCHERS.has(matcher)) return;
        let target = member.object;
        if (
          target.type === 'MemberExpression' &&
          target.property.type === 'Identifier' &&
          target.property.name === 'not'
        )
          target = target.object;
        if (target.type !== 'CallExpression' || calleeName(target) !== 'expect' || target.callee.type !== 'Identifier')
          return;
        const subject = target.arguments[0];
        const found =
          isAwaitedFind(subject) || (subject?.type === 'Identifier' && isAwaitedFind(constInit(context, subject)));
        if (found && !insideRetry(node)) context.report({ node, messageId: 'once', data: { matcher } });
      },
    };
  },
};
