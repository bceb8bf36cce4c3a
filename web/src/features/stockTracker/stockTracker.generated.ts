import type * as Types from '../../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type StockCountRowFragment = { __typename?: 'StockCount', productId: string, productName: string, sku: string, warehouseId: string, warehouseName: string, currentStock: number, realStock?: number | null, pendingStock: number };

export type StockCountsQueryVariables = Types.Exact<{
  until?: Types.InputMaybe<Types.Scalars['Date']['input']>;
  warehouseId?: Types.InputMaybe<Types.Scalars['ID']['input']>;
  item?: Types.InputMaybe<Types.Scalars['String']['input']>;
  availableBelow?: Types.InputMaybe<Types.Scalars['Int']['input']>;
  page: Types.Scalars['Int']['input'];
  perPage: Types.Scalars['Int']['input'];
  sortBy: Types.StockCountSortField;
  desc: Types.Scalars['Boolean']['input'];
}>;


export type StockCountsQuery = { __typename?: 'Query', stockCounts: { __typename?: 'StockCountList', totalCount: number, rows: Array<{ __typename?: 'StockCount', productId: string, productName: string, sku: string, warehouseId: string, warehouseName: string, currentStock: number, realStock?: number | null, pendingStock: number }> } };

export type StockTrackerWarehousesQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type StockTrackerWarehousesQuery = { __typename?: 'Query', warehouses: { __typename?: 'WarehouseList', rows: Array<{ __typename?: 'Warehouse', id: string, name: string }> } };

export type CorrectStockMutationVariables = Types.Exact<{
  input: Types.StockCorrectionInput;
}>;


export type CorrectStockMutation = { __typename?: 'Mutation', correctStock: { __typename?: 'StockCorrection', stockCount: { __typename?: 'StockCount', productId: string, productName: string, sku: string, warehouseId: string, warehouseName: string, currentStock: number, realStock?: number | null, pendingStock: number }, adjustment?: { __typename?: 'InternalTransfer', id: string } | null } };

export const StockCountRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockCountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseName"}},{"kind":"Field","name":{"kind":"Name","value":"currentStock"}},{"kind":"Field","name":{"kind":"Name","value":"realStock"}},{"kind":"Field","name":{"kind":"Name","value":"pendingStock"}}]}}]} as unknown as DocumentNode;
export const StockCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"until"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"warehouseId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"item"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"availableBelow"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StockCountSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"until"},"value":{"kind":"Variable","name":{"kind":"Name","value":"until"}}},{"kind":"Argument","name":{"kind":"Name","value":"warehouseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"warehouseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"item"},"value":{"kind":"Variable","name":{"kind":"Name","value":"item"}}},{"kind":"Argument","name":{"kind":"Name","value":"availableBelow"},"value":{"kind":"Variable","name":{"kind":"Name","value":"availableBelow"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"desc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockCountRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockCountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseName"}},{"kind":"Field","name":{"kind":"Name","value":"currentStock"}},{"kind":"Field","name":{"kind":"Name","value":"realStock"}},{"kind":"Field","name":{"kind":"Name","value":"pendingStock"}}]}}]} as unknown as DocumentNode;

/**
 * __useStockCountsQuery__
 *
 * To run a query within a React component, call `useStockCountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockCountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockCountsQuery({
 *   variables: {
 *      until: // value for 'until'
 *      warehouseId: // value for 'warehouseId'
 *      item: // value for 'item'
 *      availableBelow: // value for 'availableBelow'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      sortBy: // value for 'sortBy'
 *      desc: // value for 'desc'
 *   },
 * });
 */
export function useStockCountsQuery(baseOptions: Apollo.QueryHookOptions<StockCountsQuery, StockCountsQueryVariables> & ({ variables: StockCountsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StockCountsQuery, StockCountsQueryVariables>(StockCountsDocument, options);
      }
export function useStockCountsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StockCountsQuery, StockCountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StockCountsQuery, StockCountsQueryVariables>(StockCountsDocument, options);
        }
// @ts-ignore
export function useStockCountsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StockCountsQuery, StockCountsQueryVariables>): Apollo.UseSuspenseQueryResult<StockCountsQuery, StockCountsQueryVariables>;
export function useStockCountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockCountsQuery, StockCountsQueryVariables>): Apollo.UseSuspenseQueryResult<StockCountsQuery | undefined, StockCountsQueryVariables>;
export function useStockCountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockCountsQuery, StockCountsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StockCountsQuery, StockCountsQueryVariables>(StockCountsDocument, options);
        }
export type StockCountsQueryHookResult = ReturnType<typeof useStockCountsQuery>;
export type StockCountsLazyQueryHookResult = ReturnType<typeof useStockCountsLazyQuery>;
export type StockCountsSuspenseQueryHookResult = ReturnType<typeof useStockCountsSuspenseQuery>;
export type StockCountsQueryResult = Apollo.QueryResult<StockCountsQuery, StockCountsQueryVariables>;
export const StockTrackerWarehousesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockTrackerWarehouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStockTrackerWarehousesQuery__
 *
 * To run a query within a React component, call `useStockTrackerWarehousesQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockTrackerWarehousesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockTrackerWarehousesQuery({
 *   variables: {
 *   },
 * });
 */
export function useStockTrackerWarehousesQuery(baseOptions?: Apollo.QueryHookOptions<StockTrackerWarehousesQuery, StockTrackerWarehousesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<StockTrackerWarehousesQuery, StockTrackerWarehousesQueryVariables>(StockTrackerWarehousesDocument, options);
      }
export function useStockTrackerWarehousesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<StockTrackerWarehousesQuery, StockTrackerWarehousesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<StockTrackerWarehousesQuery, StockTrackerWarehousesQueryVariables>(StockTrackerWarehousesDocument, options);
        }
// @ts-ignore
export function useStockTrackerWarehousesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<StockTrackerWarehousesQuery, StockTrackerWarehousesQueryVariables>): Apollo.UseSuspenseQueryResult<StockTrackerWarehousesQuery, StockTrackerWarehousesQueryVariables>;
export function useStockTrackerWarehousesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockTrackerWarehousesQuery, StockTrackerWarehousesQueryVariables>): Apollo.UseSuspenseQueryResult<StockTrackerWarehousesQuery | undefined, StockTrackerWarehousesQueryVariables>;
export function useStockTrackerWarehousesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<StockTrackerWarehousesQuery, StockTrackerWarehousesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<StockTrackerWarehousesQuery, StockTrackerWarehousesQueryVariables>(StockTrackerWarehousesDocument, options);
        }
export type StockTrackerWarehousesQueryHookResult = ReturnType<typeof useStockTrackerWarehousesQuery>;
export type StockTrackerWarehousesLazyQueryHookResult = ReturnType<typeof useStockTrackerWarehousesLazyQuery>;
export type StockTrackerWarehousesSuspenseQueryHookResult = ReturnType<typeof useStockTrackerWarehousesSuspenseQuery>;
export type StockTrackerWarehousesQueryResult = Apollo.QueryResult<StockTrackerWarehousesQuery, StockTrackerWarehousesQueryVariables>;
export const CorrectStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CorrectStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StockCorrectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockCountRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adjustment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockCountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseName"}},{"kind":"Field","name":{"kind":"Name","value":"currentStock"}},{"kind":"Field","name":{"kind":"Name","value":"realStock"}},{"kind":"Field","name":{"kind":"Name","value":"pendingStock"}}]}}]} as unknown as DocumentNode;
export type CorrectStockMutationFn = Apollo.MutationFunction<CorrectStockMutation, CorrectStockMutationVariables>;

/**
 * __useCorrectStockMutation__
 *
 * To run a mutation, you first call `useCorrectStockMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCorrectStockMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [correctStockMutation, { data, loading, error }] = useCorrectStockMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCorrectStockMutation(baseOptions?: Apollo.MutationHookOptions<CorrectStockMutation, CorrectStockMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CorrectStockMutation, CorrectStockMutationVariables>(CorrectStockDocument, options);
      }
export type CorrectStockMutationHookResult = ReturnType<typeof useCorrectStockMutation>;
export type CorrectStockMutationResult = Apollo.MutationResult<CorrectStockMutation>;
export type CorrectStockMutationOptions = Apollo.BaseMutationOptions<CorrectStockMutation, CorrectStockMutationVariables>;