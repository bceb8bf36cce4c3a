import { createContext, useContext } from 'react';

/**
 * What the dashboard does when the gateway says the session has ended (sign-in page, local state cleared):
 * Apollo's link does it for GraphQL answers (apollo.ts), and requests outside Apollo, such as a CSV export,
 * call it through this context.
 */
export const SessionEndedContext = createContext<() => void>(() => undefined);

export const useSessionEnded = () => useContext(SessionEndedContext);
