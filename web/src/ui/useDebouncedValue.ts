import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms: a search sent when the typing pauses, not per key. */
export function useDebouncedValue<Value>(value: Value, delay: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
