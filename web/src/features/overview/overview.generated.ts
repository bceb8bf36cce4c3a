import type * as Types from '../../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type OverviewQueryVariables = Types.Exact<{
  period: Types.OverviewPeriod;
  withLowStock?: Types.Scalars['Boolean']['input'];
  withPaidSales?: Types.Scalars['Boolean']['input'];
  withTopProducts?: Types.Scalars['Boolean']['input'];
  withShipmentStatuses?: Types.Scalars['Boolean']['input'];
}>;


export type OverviewQuery = { __typename?: 'Query', overview: { __typename?: 'Overview', today: string, period: Types.OverviewPeriod, startDate: string, readAt: string, workQueues: Array<{ __typename?: 'WorkQueueCount', queue: Types.WorkQueue, count?: number | null }>, lowStock?: { __typename?: 'LowStock', threshold: number, count: number } | null, paidSales?: { __typename?: 'PaidSales', orderCount: number, total: number, periodOrderCount: number, complete: boolean, days: Array<{ __typename?: 'SalesDay', day: string, orderCount: number, total: number, byChannel: Array<{ __typename?: 'ChannelSales', channel?: Types.SalesChannel | null, orderCount: number, total: number }> }> } | null, topProducts?: Array<{ __typename?: 'ProductSales', productId: string, productName: string, sku: string, quantity: number, total: number }> | null, ordersByShipmentStatus?: Array<{ __typename?: 'ShipmentStatusCount', status: Types.ShipmentStatus, count: number }> | null } };

export type SetLowStockThresholdMutationVariables = Types.Exact<{
  threshold: Types.Scalars['Int']['input'];
}>;


export type SetLowStockThresholdMutation = { __typename?: 'Mutation', setLowStockThreshold: number };


export const OverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Overview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OverviewPeriod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withLowStock"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":true}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withPaidSales"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":true}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withTopProducts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":true}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withShipmentStatuses"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"workQueues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withLowStock"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidSales"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withPaidSales"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"periodOrderCount"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"byChannel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"topProducts"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withTopProducts"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ordersByShipmentStatus"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withShipmentStatuses"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useOverviewQuery__
 *
 * To run a query within a React component, call `useOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOverviewQuery({
 *   variables: {
 *      period: // value for 'period'
 *      withLowStock: // value for 'withLowStock'
 *      withPaidSales: // value for 'withPaidSales'
 *      withTopProducts: // value for 'withTopProducts'
 *      withShipmentStatuses: // value for 'withShipmentStatuses'
 *   },
 * });
 */
export function useOverviewQuery(baseOptions: Apollo.QueryHookOptions<OverviewQuery, OverviewQueryVariables> & ({ variables: OverviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OverviewQuery, OverviewQueryVariables>(OverviewDocument, options);
      }
export function useOverviewLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OverviewQuery, OverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OverviewQuery, OverviewQueryVariables>(OverviewDocument, options);
        }
// @ts-ignore
export function useOverviewSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OverviewQuery, OverviewQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewQuery, OverviewQueryVariables>;
export function useOverviewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewQuery, OverviewQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewQuery | undefined, OverviewQueryVariables>;
export function useOverviewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewQuery, OverviewQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OverviewQuery, OverviewQueryVariables>(OverviewDocument, options);
        }
export type OverviewQueryHookResult = ReturnType<typeof useOverviewQuery>;
export type OverviewLazyQueryHookResult = ReturnType<typeof useOverviewLazyQuery>;
export type OverviewSuspenseQueryHookResult = ReturnType<typeof useOverviewSuspenseQuery>;
export type OverviewQueryResult = Apollo.QueryResult<OverviewQuery, OverviewQueryVariables>;
export const SetLowStockThresholdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLowStockThreshold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"threshold"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLowStockThreshold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"threshold"},"value":{"kind":"Variable","name":{"kind":"Name","value":"threshold"}}}]}]}}]} as unknown as DocumentNode;
export type SetLowStockThresholdMutationFn = Apollo.MutationFunction<SetLowStockThresholdMutation, SetLowStockThresholdMutationVariables>;

/**
 * __useSetLowStockThresholdMutation__
 *
 * To run a mutation, you first call `useSetLowStockThresholdMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetLowStockThresholdMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setLowStockThresholdMutation, { data, loading, error }] = useSetLowStockThresholdMutation({
 *   variables: {
 *      threshold: // value for 'threshold'
 *   },
 * });
 */
export function useSetLowStockThresholdMutation(baseOptions?: Apollo.MutationHookOptions<SetLowStockThresholdMutation, SetLowStockThresholdMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetLowStockThresholdMutation, SetLowStockThresholdMutationVariables>(SetLowStockThresholdDocument, options);
      }
export type SetLowStockThresholdMutationHookResult = ReturnType<typeof useSetLowStockThresholdMutation>;
export type SetLowStockThresholdMutationResult = Apollo.MutationResult<SetLowStockThresholdMutation>;
export type SetLowStockThresholdMutationOptions = Apollo.BaseMutationOptions<SetLowStockThresholdMutation, SetLowStockThresholdMutationVariables>;