import type * as Types from '../../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type FaqCategoryRowFragment = { __typename?: 'FaqCategory', id: string, name: string, faqCount?: number | null };

export type FaqCategoriesQueryVariables = Types.Exact<{
  search?: Types.InputMaybe<Types.Scalars['String']['input']>;
  page: Types.Scalars['Int']['input'];
  perPage: Types.Scalars['Int']['input'];
  sortBy: Types.FaqCategorySortField;
  desc: Types.Scalars['Boolean']['input'];
}>;


export type FaqCategoriesQuery = { __typename?: 'Query', faqCategories: { __typename?: 'FaqCategoryList', totalCount: number, rows: Array<{ __typename?: 'FaqCategory', id: string, name: string, faqCount?: number | null }> } };

export type FaqCategoryQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type FaqCategoryQuery = { __typename?: 'Query', faqCategory: { __typename?: 'FaqCategory', id: string, name: string, faqCount?: number | null } };

export type CreateFaqCategoryMutationVariables = Types.Exact<{
  input: Types.FaqCategoryInput;
}>;


export type CreateFaqCategoryMutation = { __typename?: 'Mutation', createFaqCategory?: { __typename?: 'FaqCategory', id: string, name: string, faqCount?: number | null } | null };

export type UpdateFaqCategoryMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
  input: Types.FaqCategoryInput;
}>;


export type UpdateFaqCategoryMutation = { __typename?: 'Mutation', updateFaqCategory: { __typename?: 'FaqCategory', id: string, name: string, faqCount?: number | null } };

export type DeleteFaqCategoryMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type DeleteFaqCategoryMutation = { __typename?: 'Mutation', deleteFaqCategory: { __typename?: 'FaqCategory', id: string, name: string } };

export const FaqCategoryRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaqCategoryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaqCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"faqCount"}}]}}]} as unknown as DocumentNode;
export const FaqCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaqCategorySortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"desc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FaqCategoryRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaqCategoryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaqCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"faqCount"}}]}}]} as unknown as DocumentNode;

/**
 * __useFaqCategoriesQuery__
 *
 * To run a query within a React component, call `useFaqCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useFaqCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFaqCategoriesQuery({
 *   variables: {
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      sortBy: // value for 'sortBy'
 *      desc: // value for 'desc'
 *   },
 * });
 */
export function useFaqCategoriesQuery(baseOptions: Apollo.QueryHookOptions<FaqCategoriesQuery, FaqCategoriesQueryVariables> & ({ variables: FaqCategoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FaqCategoriesQuery, FaqCategoriesQueryVariables>(FaqCategoriesDocument, options);
      }
export function useFaqCategoriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FaqCategoriesQuery, FaqCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FaqCategoriesQuery, FaqCategoriesQueryVariables>(FaqCategoriesDocument, options);
        }
// @ts-ignore
export function useFaqCategoriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FaqCategoriesQuery, FaqCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<FaqCategoriesQuery, FaqCategoriesQueryVariables>;
export function useFaqCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FaqCategoriesQuery, FaqCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<FaqCategoriesQuery | undefined, FaqCategoriesQueryVariables>;
export function useFaqCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FaqCategoriesQuery, FaqCategoriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FaqCategoriesQuery, FaqCategoriesQueryVariables>(FaqCategoriesDocument, options);
        }
export type FaqCategoriesQueryHookResult = ReturnType<typeof useFaqCategoriesQuery>;
export type FaqCategoriesLazyQueryHookResult = ReturnType<typeof useFaqCategoriesLazyQuery>;
export type FaqCategoriesSuspenseQueryHookResult = ReturnType<typeof useFaqCategoriesSuspenseQuery>;
export type FaqCategoriesQueryResult = Apollo.QueryResult<FaqCategoriesQuery, FaqCategoriesQueryVariables>;
export const FaqCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FaqCategoryRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaqCategoryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaqCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"faqCount"}}]}}]} as unknown as DocumentNode;

/**
 * __useFaqCategoryQuery__
 *
 * To run a query within a React component, call `useFaqCategoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useFaqCategoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFaqCategoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useFaqCategoryQuery(baseOptions: Apollo.QueryHookOptions<FaqCategoryQuery, FaqCategoryQueryVariables> & ({ variables: FaqCategoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FaqCategoryQuery, FaqCategoryQueryVariables>(FaqCategoryDocument, options);
      }
export function useFaqCategoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FaqCategoryQuery, FaqCategoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FaqCategoryQuery, FaqCategoryQueryVariables>(FaqCategoryDocument, options);
        }
// @ts-ignore
export function useFaqCategorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FaqCategoryQuery, FaqCategoryQueryVariables>): Apollo.UseSuspenseQueryResult<FaqCategoryQuery, FaqCategoryQueryVariables>;
export function useFaqCategorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FaqCategoryQuery, FaqCategoryQueryVariables>): Apollo.UseSuspenseQueryResult<FaqCategoryQuery | undefined, FaqCategoryQueryVariables>;
export function useFaqCategorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FaqCategoryQuery, FaqCategoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FaqCategoryQuery, FaqCategoryQueryVariables>(FaqCategoryDocument, options);
        }
export type FaqCategoryQueryHookResult = ReturnType<typeof useFaqCategoryQuery>;
export type FaqCategoryLazyQueryHookResult = ReturnType<typeof useFaqCategoryLazyQuery>;
export type FaqCategorySuspenseQueryHookResult = ReturnType<typeof useFaqCategorySuspenseQuery>;
export type FaqCategoryQueryResult = Apollo.QueryResult<FaqCategoryQuery, FaqCategoryQueryVariables>;
export const CreateFaqCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFaqCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaqCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFaqCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FaqCategoryRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaqCategoryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaqCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"faqCount"}}]}}]} as unknown as DocumentNode;
export type CreateFaqCategoryMutationFn = Apollo.MutationFunction<CreateFaqCategoryMutation, CreateFaqCategoryMutationVariables>;

/**
 * __useCreateFaqCategoryMutation__
 *
 * To run a mutation, you first call `useCreateFaqCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateFaqCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createFaqCategoryMutation, { data, loading, error }] = useCreateFaqCategoryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateFaqCategoryMutation(baseOptions?: Apollo.MutationHookOptions<CreateFaqCategoryMutation, CreateFaqCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateFaqCategoryMutation, CreateFaqCategoryMutationVariables>(CreateFaqCategoryDocument, options);
      }
export type CreateFaqCategoryMutationHookResult = ReturnType<typeof useCreateFaqCategoryMutation>;
export type CreateFaqCategoryMutationResult = Apollo.MutationResult<CreateFaqCategoryMutation>;
export type CreateFaqCategoryMutationOptions = Apollo.BaseMutationOptions<CreateFaqCategoryMutation, CreateFaqCategoryMutationVariables>;
export const UpdateFaqCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFaqCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaqCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFaqCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FaqCategoryRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaqCategoryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaqCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"faqCount"}}]}}]} as unknown as DocumentNode;
export type UpdateFaqCategoryMutationFn = Apollo.MutationFunction<UpdateFaqCategoryMutation, UpdateFaqCategoryMutationVariables>;

/**
 * __useUpdateFaqCategoryMutation__
 *
 * To run a mutation, you first call `useUpdateFaqCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateFaqCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateFaqCategoryMutation, { data, loading, error }] = useUpdateFaqCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateFaqCategoryMutation(baseOptions?: Apollo.MutationHookOptions<UpdateFaqCategoryMutation, UpdateFaqCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateFaqCategoryMutation, UpdateFaqCategoryMutationVariables>(UpdateFaqCategoryDocument, options);
      }
export type UpdateFaqCategoryMutationHookResult = ReturnType<typeof useUpdateFaqCategoryMutation>;
export type UpdateFaqCategoryMutationResult = Apollo.MutationResult<UpdateFaqCategoryMutation>;
export type UpdateFaqCategoryMutationOptions = Apollo.BaseMutationOptions<UpdateFaqCategoryMutation, UpdateFaqCategoryMutationVariables>;
export const DeleteFaqCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFaqCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFaqCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export type DeleteFaqCategoryMutationFn = Apollo.MutationFunction<DeleteFaqCategoryMutation, DeleteFaqCategoryMutationVariables>;

/**
 * __useDeleteFaqCategoryMutation__
 *
 * To run a mutation, you first call `useDeleteFaqCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteFaqCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteFaqCategoryMutation, { data, loading, error }] = useDeleteFaqCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteFaqCategoryMutation(baseOptions?: Apollo.MutationHookOptions<DeleteFaqCategoryMutation, DeleteFaqCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteFaqCategoryMutation, DeleteFaqCategoryMutationVariables>(DeleteFaqCategoryDocument, options);
      }
export type DeleteFaqCategoryMutationHookResult = ReturnType<typeof useDeleteFaqCategoryMutation>;
export type DeleteFaqCategoryMutationResult = Apollo.MutationResult<DeleteFaqCategoryMutation>;
export type DeleteFaqCategoryMutationOptions = Apollo.BaseMutationOptions<DeleteFaqCategoryMutation, DeleteFaqCategoryMutationVariables>;