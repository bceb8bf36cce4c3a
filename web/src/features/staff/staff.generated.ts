import type * as Types from '../../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type StaffMemberRowFragment = { __typename?: 'StaffMember', id: string, email: string, name: string, role?: Types.StaffRole | null, active: boolean, lastSignInAt?: string | null };

export type StaffMembersQueryVariables = Types.Exact<{
  search?: Types.InputMaybe<Types.Scalars['String']['input']>;
  page: Types.Scalars['Int']['input'];
  perPage: Types.Scalars['Int']['input'];
}>;


export type StaffMembersQuery = { __typename?: 'Query', staffMembers: { __typename?: 'StaffMemberList', totalCount: number, rows: Array<{ __typename?: 'StaffMember', id: string, email: string, name: string, role?: Types.StaffRole | null, active: boolean, lastSignInAt?: string | null }> } };

export type UpdateStaffMemberMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
  input: Types.StaffMemberInput;
}>;


export type UpdateStaffMemberMutation = { __typename?: 'Mutation', updateStaffMember: { __typename?: 'StaffMember', id: string, email: string, name: string, role?: Types.StaffRole | null, active: boolean, lastSignInAt?: string | null } };

export const StaffMemberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]} as unknown as DocumentNode;
export const StaffMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffMembersQuery__
 *
 * To run a query within a React component, call `useStaffMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffMembersQuery({
 *   variables: {
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *   },
 * });
 */
export function useStaffMembersQuery(baseOptions: Apollo.QueryHookOptions<StaffMembersQuery, StaffMembersQueryVariables> & ({ variables: StaffMembersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StaffMembersQuery, StaffMembersQueryVariables>(StaffMembersDocument, options);
      }
export function useStaffMembersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StaffMembersQuery, StaffMembersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StaffMembersQuery, StaffMembersQueryVariables>(StaffMembersDocument, options);
        }
// @ts-ignore
export function useStaffMembersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StaffMembersQuery, StaffMembersQueryVariables>): Apollo.UseSuspenseQueryResult<StaffMembersQuery, StaffMembersQueryVariables>;
export function useStaffMembersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StaffMembersQuery, StaffMembersQueryVariables>): Apollo.UseSuspenseQueryResult<StaffMembersQuery | undefined, StaffMembersQueryVariables>;
export function useStaffMembersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StaffMembersQuery, StaffMembersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StaffMembersQuery, StaffMembersQueryVariables>(StaffMembersDocument, options);
        }
export type StaffMembersQueryHookResult = ReturnType<typeof useStaffMembersQuery>;
export type StaffMembersLazyQueryHookResult = ReturnType<typeof useStaffMembersLazyQuery>;
export type StaffMembersSuspenseQueryHookResult = ReturnType<typeof useStaffMembersSuspenseQuery>;
export type StaffMembersQueryResult = Apollo.QueryResult<StaffMembersQuery, StaffMembersQueryVariables>;
export const UpdateStaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaffMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]} as unknown as DocumentNode;
export type UpdateStaffMemberMutationFn = Apollo.MutationFunction<UpdateStaffMemberMutation, UpdateStaffMemberMutationVariables>;

/**
 * __useUpdateStaffMemberMutation__
 *
 * To run a mutation, you first call `useUpdateStaffMemberMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStaffMemberMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStaffMemberMutation, { data, loading, error }] = useUpdateStaffMemberMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStaffMemberMutation(baseOptions?: Apollo.MutationHookOptions<UpdateStaffMemberMutation, UpdateStaffMemberMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateStaffMemberMutation, UpdateStaffMemberMutationVariables>(UpdateStaffMemberDocument, options);
      }
export type UpdateStaffMemberMutationHookResult = ReturnType<typeof useUpdateStaffMemberMutation>;
export type UpdateStaffMemberMutationResult = Apollo.MutationResult<UpdateStaffMemberMutation>;
export type UpdateStaffMemberMutationOptions = Apollo.BaseMutationOptions<UpdateStaffMemberMutation, UpdateStaffMemberMutationVariables>;