import type * as Types from '../../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type RetailerLocationRowFragment = { __typename?: 'RetailerLocation', id: string, displayName: string, displayPhone?: string | null, website?: string | null, customer: { __typename?: 'Customer', id: string, fullName: string } };

export type RetailerLocationDetailFragment = { __typename?: 'RetailerLocation', retailType: string, imageUrl?: string | null, whatsappLink?: string | null, operationalHours?: string | null, address?: string | null, latitude?: number | null, longitude?: number | null, id: string, displayName: string, displayPhone?: string | null, website?: string | null, customer: { __typename?: 'Customer', id: string, fullName: string } };

export type RetailerLocationsQueryVariables = Types.Exact<{
  search?: Types.InputMaybe<Types.Scalars['String']['input']>;
  page: Types.Scalars['Int']['input'];
  perPage: Types.Scalars['Int']['input'];
  sortBy: Types.RetailerLocationSortField;
  desc: Types.Scalars['Boolean']['input'];
}>;


export type RetailerLocationsQuery = { __typename?: 'Query', retailerLocations: { __typename?: 'RetailerLocationList', totalCount: number, rows: Array<{ __typename?: 'RetailerLocation', id: string, displayName: string, displayPhone?: string | null, website?: string | null, customer: { __typename?: 'Customer', id: string, fullName: string } }> } };

export type RetailerLocationQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type RetailerLocationQuery = { __typename?: 'Query', retailerLocation: { __typename?: 'RetailerLocation', retailType: string, imageUrl?: string | null, whatsappLink?: string | null, operationalHours?: string | null, address?: string | null, latitude?: number | null, longitude?: number | null, id: string, displayName: string, displayPhone?: string | null, website?: string | null, customer: { __typename?: 'Customer', id: string, fullName: string } } };

export type CreateRetailerLocationMutationVariables = Types.Exact<{
  input: Types.RetailerLocationInput;
  image?: Types.InputMaybe<Types.Scalars['Upload']['input']>;
}>;


export type CreateRetailerLocationMutation = { __typename?: 'Mutation', createRetailerLocation?: { __typename?: 'RetailerLocation', retailType: string, imageUrl?: string | null, whatsappLink?: string | null, operationalHours?: string | null, address?: string | null, latitude?: number | null, longitude?: number | null, id: string, displayName: string, displayPhone?: string | null, website?: string | null, customer: { __typename?: 'Customer', id: string, fullName: string } } | null };

export type UpdateRetailerLocationMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
  input: Types.RetailerLocationInput;
  image?: Types.InputMaybe<Types.Scalars['Upload']['input']>;
}>;


export type UpdateRetailerLocationMutation = { __typename?: 'Mutation', updateRetailerLocation: { __typename?: 'RetailerLocation', retailType: string, imageUrl?: string | null, whatsappLink?: string | null, operationalHours?: string | null, address?: string | null, latitude?: number | null, longitude?: number | null, id: string, displayName: string, displayPhone?: string | null, website?: string | null, customer: { __typename?: 'Customer', id: string, fullName: string } } };

export type DeleteRetailerLocationMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type DeleteRetailerLocationMutation = { __typename?: 'Mutation', deleteRetailerLocation: { __typename?: 'RetailerLocation', id: string, displayName: string } };

export const RetailerLocationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetailerLocationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"displayPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode;
export const RetailerLocationDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetailerLocationDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetailerLocationRow"}},{"kind":"Field","name":{"kind":"Name","value":"retailType"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappLink"}},{"kind":"Field","name":{"kind":"Name","value":"operationalHours"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetailerLocationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"displayPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode;
export const RetailerLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetailerLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocationSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retailerLocations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"desc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetailerLocationRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetailerLocationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"displayPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRetailerLocationsQuery__
 *
 * To run a query within a React component, call `useRetailerLocationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRetailerLocationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRetailerLocationsQuery({
 *   variables: {
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      sortBy: // value for 'sortBy'
 *      desc: // value for 'desc'
 *   },
 * });
 */
export function useRetailerLocationsQuery(baseOptions: Apollo.QueryHookOptions<RetailerLocationsQuery, RetailerLocationsQueryVariables> & ({ variables: RetailerLocationsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RetailerLocationsQuery, RetailerLocationsQueryVariables>(RetailerLocationsDocument, options);
      }
export function useRetailerLocationsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RetailerLocationsQuery, RetailerLocationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RetailerLocationsQuery, RetailerLocationsQueryVariables>(RetailerLocationsDocument, options);
        }
// @ts-ignore
export function useRetailerLocationsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RetailerLocationsQuery, RetailerLocationsQueryVariables>): Apollo.UseSuspenseQueryResult<RetailerLocationsQuery, RetailerLocationsQueryVariables>;
export function useRetailerLocationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RetailerLocationsQuery, RetailerLocationsQueryVariables>): Apollo.UseSuspenseQueryResult<RetailerLocationsQuery | undefined, RetailerLocationsQueryVariables>;
export function useRetailerLocationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RetailerLocationsQuery, RetailerLocationsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RetailerLocationsQuery, RetailerLocationsQueryVariables>(RetailerLocationsDocument, options);
        }
export type RetailerLocationsQueryHookResult = ReturnType<typeof useRetailerLocationsQuery>;
export type RetailerLocationsLazyQueryHookResult = ReturnType<typeof useRetailerLocationsLazyQuery>;
export type RetailerLocationsSuspenseQueryHookResult = ReturnType<typeof useRetailerLocationsSuspenseQuery>;
export type RetailerLocationsQueryResult = Apollo.QueryResult<RetailerLocationsQuery, RetailerLocationsQueryVariables>;
export const RetailerLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetailerLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retailerLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetailerLocationDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetailerLocationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"displayPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetailerLocationDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetailerLocationRow"}},{"kind":"Field","name":{"kind":"Name","value":"retailType"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappLink"}},{"kind":"Field","name":{"kind":"Name","value":"operationalHours"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode;

/**
 * __useRetailerLocationQuery__
 *
 * To run a query within a React component, call `useRetailerLocationQuery` and pass it any options that fit your needs.
 * When your component renders, `useRetailerLocationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRetailerLocationQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRetailerLocationQuery(baseOptions: Apollo.QueryHookOptions<RetailerLocationQuery, RetailerLocationQueryVariables> & ({ variables: RetailerLocationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RetailerLocationQuery, RetailerLocationQueryVariables>(RetailerLocationDocument, options);
      }
export function useRetailerLocationLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RetailerLocationQuery, RetailerLocationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RetailerLocationQuery, RetailerLocationQueryVariables>(RetailerLocationDocument, options);
        }
// @ts-ignore
export function useRetailerLocationSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RetailerLocationQuery, RetailerLocationQueryVariables>): Apollo.UseSuspenseQueryResult<RetailerLocationQuery, RetailerLocationQueryVariables>;
export function useRetailerLocationSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RetailerLocationQuery, RetailerLocationQueryVariables>): Apollo.UseSuspenseQueryResult<RetailerLocationQuery | undefined, RetailerLocationQueryVariables>;
export function useRetailerLocationSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RetailerLocationQuery, RetailerLocationQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RetailerLocationQuery, RetailerLocationQueryVariables>(RetailerLocationDocument, options);
        }
export type RetailerLocationQueryHookResult = ReturnType<typeof useRetailerLocationQuery>;
export type RetailerLocationLazyQueryHookResult = ReturnType<typeof useRetailerLocationLazyQuery>;
export type RetailerLocationSuspenseQueryHookResult = ReturnType<typeof useRetailerLocationSuspenseQuery>;
export type RetailerLocationQueryResult = Apollo.QueryResult<RetailerLocationQuery, RetailerLocationQueryVariables>;
export const CreateRetailerLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRetailerLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRetailerLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetailerLocationDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetailerLocationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"displayPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetailerLocationDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetailerLocationRow"}},{"kind":"Field","name":{"kind":"Name","value":"retailType"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappLink"}},{"kind":"Field","name":{"kind":"Name","value":"operationalHours"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode;
export type CreateRetailerLocationMutationFn = Apollo.MutationFunction<CreateRetailerLocationMutation, CreateRetailerLocationMutationVariables>;

/**
 * __useCreateRetailerLocationMutation__
 *
 * To run a mutation, you first call `useCreateRetailerLocationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateRetailerLocationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createRetailerLocationMutation, { data, loading, error }] = useCreateRetailerLocationMutation({
 *   variables: {
 *      input: // value for 'input'
 *      image: // value for 'image'
 *   },
 * });
 */
export function useCreateRetailerLocationMutation(baseOptions?: Apollo.MutationHookOptions<CreateRetailerLocationMutation, CreateRetailerLocationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateRetailerLocationMutation, CreateRetailerLocationMutationVariables>(CreateRetailerLocationDocument, options);
      }
export type CreateRetailerLocationMutationHookResult = ReturnType<typeof useCreateRetailerLocationMutation>;
export type CreateRetailerLocationMutationResult = Apollo.MutationResult<CreateRetailerLocationMutation>;
export type CreateRetailerLocationMutationOptions = Apollo.BaseMutationOptions<CreateRetailerLocationMutation, CreateRetailerLocationMutationVariables>;
export const UpdateRetailerLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRetailerLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRetailerLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetailerLocationDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetailerLocationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"displayPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetailerLocationDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetailerLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetailerLocationRow"}},{"kind":"Field","name":{"kind":"Name","value":"retailType"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappLink"}},{"kind":"Field","name":{"kind":"Name","value":"operationalHours"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode;
export type UpdateRetailerLocationMutationFn = Apollo.MutationFunction<UpdateRetailerLocationMutation, UpdateRetailerLocationMutationVariables>;

/**
 * __useUpdateRetailerLocationMutation__
 *
 * To run a mutation, you first call `useUpdateRetailerLocationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateRetailerLocationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateRetailerLocationMutation, { data, loading, error }] = useUpdateRetailerLocationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      image: // value for 'image'
 *   },
 * });
 */
export function useUpdateRetailerLocationMutation(baseOptions?: Apollo.MutationHookOptions<UpdateRetailerLocationMutation, UpdateRetailerLocationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateRetailerLocationMutation, UpdateRetailerLocationMutationVariables>(UpdateRetailerLocationDocument, options);
      }
export type UpdateRetailerLocationMutationHookResult = ReturnType<typeof useUpdateRetailerLocationMutation>;
export type UpdateRetailerLocationMutationResult = Apollo.MutationResult<UpdateRetailerLocationMutation>;
export type UpdateRetailerLocationMutationOptions = Apollo.BaseMutationOptions<UpdateRetailerLocationMutation, UpdateRetailerLocationMutationVariables>;
export const DeleteRetailerLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRetailerLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRetailerLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode;
export type DeleteRetailerLocationMutationFn = Apollo.MutationFunction<DeleteRetailerLocationMutation, DeleteRetailerLocationMutationVariables>;

/**
 * __useDeleteRetailerLocationMutation__
 *
 * To run a mutation, you first call `useDeleteRetailerLocationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteRetailerLocationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteRetailerLocationMutation, { data, loading, error }] = useDeleteRetailerLocationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteRetailerLocationMutation(baseOptions?: Apollo.MutationHookOptions<DeleteRetailerLocationMutation, DeleteRetailerLocationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteRetailerLocationMutation, DeleteRetailerLocationMutationVariables>(DeleteRetailerLocationDocument, options);
      }
export type DeleteRetailerLocationMutationHookResult = ReturnType<typeof useDeleteRetailerLocationMutation>;
export type DeleteRetailerLocationMutationResult = Apollo.MutationResult<DeleteRetailerLocationMutation>;
export type DeleteRetailerLocationMutationOptions = Apollo.BaseMutationOptions<DeleteRetailerLocationMutation, DeleteRetailerLocationMutationVariables>;