import type * as Types from '../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type ListPresetFieldsFragment = { __typename?: 'ListPreset', id: string, list: string, name: string, params: string, updatedAt: string };

export type ListPresetsQueryVariables = Types.Exact<{
  list: Types.Scalars['String']['input'];
}>;


export type ListPresetsQuery = { __typename?: 'Query', listPresets: Array<{ __typename?: 'ListPreset', id: string, list: string, name: string, params: string, updatedAt: string }> };

export type CreateListPresetMutationVariables = Types.Exact<{
  input: Types.ListPresetInput;
}>;


export type CreateListPresetMutation = { __typename?: 'Mutation', createListPreset: { __typename?: 'ListPreset', id: string, list: string, name: string, params: string, updatedAt: string } };

export type UpdateListPresetMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
  input: Types.ListPresetUpdateInput;
}>;


export type UpdateListPresetMutation = { __typename?: 'Mutation', updateListPreset: { __typename?: 'ListPreset', id: string, list: string, name: string, params: string, updatedAt: string } };

export type DeleteListPresetMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type DeleteListPresetMutation = { __typename?: 'Mutation', deleteListPreset: { __typename?: 'ListPreset', id: string, name: string } };

export const ListPresetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListPresetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListPreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const ListPresetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListPresets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listPresets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListPresetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListPresetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListPreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useListPresetsQuery__
 *
 * To run a query within a React component, call `useListPresetsQuery` and pass it any options that fit your needs.
 * When your component renders, `useListPresetsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useListPresetsQuery({
 *   variables: {
 *      list: // value for 'list'
 *   },
 * });
 */
export function useListPresetsQuery(baseOptions: Apollo.QueryHookOptions<ListPresetsQuery, ListPresetsQueryVariables> & ({ variables: ListPresetsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ListPresetsQuery, ListPresetsQueryVariables>(ListPresetsDocument, options);
      }
export function useListPresetsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ListPresetsQuery, ListPresetsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ListPresetsQuery, ListPresetsQueryVariables>(ListPresetsDocument, options);
        }
// @ts-ignore
export function useListPresetsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ListPresetsQuery, ListPresetsQueryVariables>): Apollo.UseSuspenseQueryResult<ListPresetsQuery, ListPresetsQueryVariables>;
export function useListPresetsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ListPresetsQuery, ListPresetsQueryVariables>): Apollo.UseSuspenseQueryResult<ListPresetsQuery | undefined, ListPresetsQueryVariables>;
export function useListPresetsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ListPresetsQuery, ListPresetsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ListPresetsQuery, ListPresetsQueryVariables>(ListPresetsDocument, options);
        }
export type ListPresetsQueryHookResult = ReturnType<typeof useListPresetsQuery>;
export type ListPresetsLazyQueryHookResult = ReturnType<typeof useListPresetsLazyQuery>;
export type ListPresetsSuspenseQueryHookResult = ReturnType<typeof useListPresetsSuspenseQuery>;
export type ListPresetsQueryResult = Apollo.QueryResult<ListPresetsQuery, ListPresetsQueryVariables>;
export const CreateListPresetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateListPreset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPresetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createListPreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListPresetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListPresetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListPreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type CreateListPresetMutationFn = Apollo.MutationFunction<CreateListPresetMutation, CreateListPresetMutationVariables>;

/**
 * __useCreateListPresetMutation__
 *
 * To run a mutation, you first call `useCreateListPresetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateListPresetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createListPresetMutation, { data, loading, error }] = useCreateListPresetMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateListPresetMutation(baseOptions?: Apollo.MutationHookOptions<CreateListPresetMutation, CreateListPresetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateListPresetMutation, CreateListPresetMutationVariables>(CreateListPresetDocument, options);
      }
export type CreateListPresetMutationHookResult = ReturnType<typeof useCreateListPresetMutation>;
export type CreateListPresetMutationResult = Apollo.MutationResult<CreateListPresetMutation>;
export type CreateListPresetMutationOptions = Apollo.BaseMutationOptions<CreateListPresetMutation, CreateListPresetMutationVariables>;
export const UpdateListPresetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateListPreset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPresetUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateListPreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListPresetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListPresetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListPreset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type UpdateListPresetMutationFn = Apollo.MutationFunction<UpdateListPresetMutation, UpdateListPresetMutationVariables>;

/**
 * __useUpdateListPresetMutation__
 *
 * To run a mutation, you first call `useUpdateListPresetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateListPresetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateListPresetMutation, { data, loading, error }] = useUpdateListPresetMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateListPresetMutation(baseOptions?: Apollo.MutationHookOptions<UpdateListPresetMutation, UpdateListPresetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateListPresetMutation, UpdateListPresetMutationVariables>(UpdateListPresetDocument, options);
      }
export type UpdateListPresetMutationHookResult = ReturnType<typeof useUpdateListPresetMutation>;
export type UpdateListPresetMutationResult = Apollo.MutationResult<UpdateListPresetMutation>;
export type UpdateListPresetMutationOptions = Apollo.BaseMutationOptions<UpdateListPresetMutation, UpdateListPresetMutationVariables>;
export const DeleteListPresetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteListPreset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteListPreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export type DeleteListPresetMutationFn = Apollo.MutationFunction<DeleteListPresetMutation, DeleteListPresetMutationVariables>;

/**
 * __useDeleteListPresetMutation__
 *
 * To run a mutation, you first call `useDeleteListPresetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteListPresetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteListPresetMutation, { data, loading, error }] = useDeleteListPresetMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteListPresetMutation(baseOptions?: Apollo.MutationHookOptions<DeleteListPresetMutation, DeleteListPresetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteListPresetMutation, DeleteListPresetMutationVariables>(DeleteListPresetDocument, options);
      }
export type DeleteListPresetMutationHookResult = ReturnType<typeof useDeleteListPresetMutation>;
export type DeleteListPresetMutationResult = Apollo.MutationResult<DeleteListPresetMutation>;
export type DeleteListPresetMutationOptions = Apollo.BaseMutationOptions<DeleteListPresetMutation, DeleteListPresetMutationVariables>;