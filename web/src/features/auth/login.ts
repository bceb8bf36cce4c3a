import { sendGraphql } from '../../graphqlRequest';
import type { LoginMutation, LoginMutationVariables } from './auth.generated';
// The operation as written, which codegen checks against the schema: no Apollo Client nor GraphQL printer on the
// login screen's first load (issue 38).
import authOperations from './auth.graphql?raw';

/** Signs in: the session cookie comes with the answer, the screen reads its data or the message to show. */
export const sendLogin = (variables: LoginMutationVariables) =>
  sendGraphql<LoginMutation>({ operationName: 'Login', variables, query: authOperations });
