import type * as Types from '../../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type ReturnRowFragment = { __typename?: 'Return', id: string, status?: Types.ReturnStatus | null, unknownStatus?: string | null, returnDate: string, orderId: string, customerName?: string | null, returnTo?: { __typename?: 'Warehouse', id: string, name: string } | null, lines: Array<{ __typename?: 'ReturnLine', id: string, productName: string, quantity: number }> };

export type ReturnDetailFragment = { __typename?: 'Return', action?: Types.ReturnAction | null, unknownAction?: string | null, phoneNumber?: string | null, moneyReturned: number, memo?: string | null, id: string, status?: Types.ReturnStatus | null, unknownStatus?: string | null, returnDate: string, orderId: string, customerName?: string | null, shipBy?: { __typename?: 'Courier', id: string, company: string } | null, lines: Array<{ __typename?: 'ReturnLine', productId?: string | null, unitPrice: number, linePrice: number, id: string, productName: string, quantity: number }>, returnTo?: { __typename?: 'Warehouse', id: string, name: string } | null };

export type ReturnsQueryVariables = Types.Exact<{
  filter?: Types.InputMaybe<Types.ReturnFilter>;
  page: Types.Scalars['Int']['input'];
  perPage: Types.Scalars['Int']['input'];
  sortBy: Types.ReturnSortField;
  desc: Types.Scalars['Boolean']['input'];
}>;


export type ReturnsQuery = { __typename?: 'Query', returns: { __typename?: 'ReturnList', totalCount: number, rows: Array<{ __typename?: 'Return', id: string, status?: Types.ReturnStatus | null, unknownStatus?: string | null, returnDate: string, orderId: string, customerName?: string | null, returnTo?: { __typename?: 'Warehouse', id: string, name: string } | null, lines: Array<{ __typename?: 'ReturnLine', id: string, productName: string, quantity: number }> }> } };

export type ReturnQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type ReturnQuery = { __typename?: 'Query', return: { __typename?: 'Return', action?: Types.ReturnAction | null, unknownAction?: string | null, phoneNumber?: string | null, moneyReturned: number, memo?: string | null, id: string, status?: Types.ReturnStatus | null, unknownStatus?: string | null, returnDate: string, orderId: string, customerName?: string | null, shipBy?: { __typename?: 'Courier', id: string, company: string } | null, lines: Array<{ __typename?: 'ReturnLine', productId?: string | null, unitPrice: number, linePrice: number, id: string, productName: string, quantity: number }>, returnTo?: { __typename?: 'Warehouse', id: string, name: string } | null } };

export type DeleteReturnMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type DeleteReturnMutation = { __typename?: 'Mutation', deleteReturn: { __typename?: 'Return', id: string } };

export type ReturnFormChoicesQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type ReturnFormChoicesQuery = { __typename?: 'Query', warehouses: { __typename?: 'WarehouseList', rows: Array<{ __typename?: 'Warehouse', id: string, name: string, active: boolean }> }, couriers: Array<{ __typename?: 'Courier', id: string, company: string }> };

export type ReturnOrderPickerQueryVariables = Types.Exact<{
  filter?: Types.InputMaybe<Types.OrderFilter>;
  perPage: Types.Scalars['Int']['input'];
}>;


export type ReturnOrderPickerQuery = { __typename?: 'Query', orders: { __typename?: 'OrderList', rows: Array<{ __typename?: 'Order', id: string, customer?: { __typename?: 'Customer', id: string, fullName: string } | null }> } };

export type ReturnOrderQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type ReturnOrderQuery = { __typename?: 'Query', order: { __typename?: 'Order', id: string, customer?: { __typename?: 'Customer', id: string, fullName: string } | null, shipFrom?: { __typename?: 'Warehouse', id: string } | null, returnableProducts: Array<{ __typename?: 'ReturnableProduct', productId: string, productName: string, orderedQuantity: number, returnedQuantity: number, returnableQuantity: number, unitPrice: number }> } };

export type CreateReturnMutationVariables = Types.Exact<{
  input: Types.ReturnInput;
}>;


export type CreateReturnMutation = { __typename?: 'Mutation', createReturn?: { __typename?: 'Return', id: string } | null };

export const ReturnRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Return"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"returnTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode;
export const ReturnDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Return"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReturnRow"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"unknownAction"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"moneyReturned"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"shipBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"linePrice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Return"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"returnTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode;
export const ReturnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Returns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"desc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReturnRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Return"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"returnTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReturnsQuery__
 *
 * To run a query within a React component, call `useReturnsQuery` and pass it any options that fit your needs.
 * When your component renders, `useReturnsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReturnsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      sortBy: // value for 'sortBy'
 *      desc: // value for 'desc'
 *   },
 * });
 */
export function useReturnsQuery(baseOptions: Apollo.QueryHookOptions<ReturnsQuery, ReturnsQueryVariables> & ({ variables: ReturnsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ReturnsQuery, ReturnsQueryVariables>(ReturnsDocument, options);
      }
export function useReturnsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ReturnsQuery, ReturnsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ReturnsQuery, ReturnsQueryVariables>(ReturnsDocument, options);
        }
// @ts-ignore
export function useReturnsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ReturnsQuery, ReturnsQueryVariables>): Apollo.UseSuspenseQueryResult<ReturnsQuery, ReturnsQueryVariables>;
export function useReturnsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReturnsQuery, ReturnsQueryVariables>): Apollo.UseSuspenseQueryResult<ReturnsQuery | undefined, ReturnsQueryVariables>;
export function useReturnsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReturnsQuery, ReturnsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ReturnsQuery, ReturnsQueryVariables>(ReturnsDocument, options);
        }
export type ReturnsQueryHookResult = ReturnType<typeof useReturnsQuery>;
export type ReturnsLazyQueryHookResult = ReturnType<typeof useReturnsLazyQuery>;
export type ReturnsSuspenseQueryHookResult = ReturnType<typeof useReturnsSuspenseQuery>;
export type ReturnsQueryResult = Apollo.QueryResult<ReturnsQuery, ReturnsQueryVariables>;
export const ReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Return"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"return"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReturnDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Return"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"returnTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Return"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReturnRow"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"unknownAction"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"moneyReturned"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"shipBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"linePrice"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReturnQuery__
 *
 * To run a query within a React component, call `useReturnQuery` and pass it any options that fit your needs.
 * When your component renders, `useReturnQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReturnQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useReturnQuery(baseOptions: Apollo.QueryHookOptions<ReturnQuery, ReturnQueryVariables> & ({ variables: ReturnQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ReturnQuery, ReturnQueryVariables>(ReturnDocument, options);
      }
export function useReturnLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ReturnQuery, ReturnQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ReturnQuery, ReturnQueryVariables>(ReturnDocument, options);
        }
// @ts-ignore
export function useReturnSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ReturnQuery, ReturnQueryVariables>): Apollo.UseSuspenseQueryResult<ReturnQuery, ReturnQueryVariables>;
export function useReturnSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReturnQuery, ReturnQueryVariables>): Apollo.UseSuspenseQueryResult<ReturnQuery | undefined, ReturnQueryVariables>;
export function useReturnSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReturnQuery, ReturnQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ReturnQuery, ReturnQueryVariables>(ReturnDocument, options);
        }
export type ReturnQueryHookResult = ReturnType<typeof useReturnQuery>;
export type ReturnLazyQueryHookResult = ReturnType<typeof useReturnLazyQuery>;
export type ReturnSuspenseQueryHookResult = ReturnType<typeof useReturnSuspenseQuery>;
export type ReturnQueryResult = Apollo.QueryResult<ReturnQuery, ReturnQueryVariables>;
export const DeleteReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export type DeleteReturnMutationFn = Apollo.MutationFunction<DeleteReturnMutation, DeleteReturnMutationVariables>;

/**
 * __useDeleteReturnMutation__
 *
 * To run a mutation, you first call `useDeleteReturnMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteReturnMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteReturnMutation, { data, loading, error }] = useDeleteReturnMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteReturnMutation(baseOptions?: Apollo.MutationHookOptions<DeleteReturnMutation, DeleteReturnMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteReturnMutation, DeleteReturnMutationVariables>(DeleteReturnDocument, options);
      }
export type DeleteReturnMutationHookResult = ReturnType<typeof useDeleteReturnMutation>;
export type DeleteReturnMutationResult = Apollo.MutationResult<DeleteReturnMutation>;
export type DeleteReturnMutationOptions = Apollo.BaseMutationOptions<DeleteReturnMutation, DeleteReturnMutationVariables>;
export const ReturnFormChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReturnFormChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"couriers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReturnFormChoicesQuery__
 *
 * To run a query within a React component, call `useReturnFormChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useReturnFormChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReturnFormChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useReturnFormChoicesQuery(baseOptions?: Apollo.QueryHookOptions<ReturnFormChoicesQuery, ReturnFormChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ReturnFormChoicesQuery, ReturnFormChoicesQueryVariables>(ReturnFormChoicesDocument, options);
      }
export function useReturnFormChoicesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ReturnFormChoicesQuery, ReturnFormChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ReturnFormChoicesQuery, ReturnFormChoicesQueryVariables>(ReturnFormChoicesDocument, options);
        }
// @ts-ignore
export function useReturnFormChoicesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ReturnFormChoicesQuery, ReturnFormChoicesQueryVariables>): Apollo.UseSuspenseQueryResult<ReturnFormChoicesQuery, ReturnFormChoicesQueryVariables>;
export function useReturnFormChoicesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReturnFormChoicesQuery, ReturnFormChoicesQueryVariables>): Apollo.UseSuspenseQueryResult<ReturnFormChoicesQuery | undefined, ReturnFormChoicesQueryVariables>;
export function useReturnFormChoicesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReturnFormChoicesQuery, ReturnFormChoicesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ReturnFormChoicesQuery, ReturnFormChoicesQueryVariables>(ReturnFormChoicesDocument, options);
        }
export type ReturnFormChoicesQueryHookResult = ReturnType<typeof useReturnFormChoicesQuery>;
export type ReturnFormChoicesLazyQueryHookResult = ReturnType<typeof useReturnFormChoicesLazyQuery>;
export type ReturnFormChoicesSuspenseQueryHookResult = ReturnType<typeof useReturnFormChoicesSuspenseQuery>;
export type ReturnFormChoicesQueryResult = Apollo.QueryResult<ReturnFormChoicesQuery, ReturnFormChoicesQueryVariables>;
export const ReturnOrderPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReturnOrderPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"ORDER_DATE"}},{"kind":"Argument","name":{"kind":"Name","value":"desc"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReturnOrderPickerQuery__
 *
 * To run a query within a React component, call `useReturnOrderPickerQuery` and pass it any options that fit your needs.
 * When your component renders, `useReturnOrderPickerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReturnOrderPickerQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      perPage: // value for 'perPage'
 *   },
 * });
 */
export function useReturnOrderPickerQuery(baseOptions: Apollo.QueryHookOptions<ReturnOrderPickerQuery, ReturnOrderPickerQueryVariables> & ({ variables: ReturnOrderPickerQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ReturnOrderPickerQuery, ReturnOrderPickerQueryVariables>(ReturnOrderPickerDocument, options);
      }
export function useReturnOrderPickerLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ReturnOrderPickerQuery, ReturnOrderPickerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ReturnOrderPickerQuery, ReturnOrderPickerQueryVariables>(ReturnOrderPickerDocument, options);
        }
// @ts-ignore
export function useReturnOrderPickerSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ReturnOrderPickerQuery, ReturnOrderPickerQueryVariables>): Apollo.UseSuspenseQueryResult<ReturnOrderPickerQuery, ReturnOrderPickerQueryVariables>;
export function useReturnOrderPickerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReturnOrderPickerQuery, ReturnOrderPickerQueryVariables>): Apollo.UseSuspenseQueryResult<ReturnOrderPickerQuery | undefined, ReturnOrderPickerQueryVariables>;
export function useReturnOrderPickerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReturnOrderPickerQuery, ReturnOrderPickerQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ReturnOrderPickerQuery, ReturnOrderPickerQueryVariables>(ReturnOrderPickerDocument, options);
        }
export type ReturnOrderPickerQueryHookResult = ReturnType<typeof useReturnOrderPickerQuery>;
export type ReturnOrderPickerLazyQueryHookResult = ReturnType<typeof useReturnOrderPickerLazyQuery>;
export type ReturnOrderPickerSuspenseQueryHookResult = ReturnType<typeof useReturnOrderPickerSuspenseQuery>;
export type ReturnOrderPickerQueryResult = Apollo.QueryResult<ReturnOrderPickerQuery, ReturnOrderPickerQueryVariables>;
export const ReturnOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReturnOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returnableProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"orderedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"returnedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"returnableQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReturnOrderQuery__
 *
 * To run a query within a React component, call `useReturnOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useReturnOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReturnOrderQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useReturnOrderQuery(baseOptions: Apollo.QueryHookOptions<ReturnOrderQuery, ReturnOrderQueryVariables> & ({ variables: ReturnOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ReturnOrderQuery, ReturnOrderQueryVariables>(ReturnOrderDocument, options);
      }
export function useReturnOrderLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ReturnOrderQuery, ReturnOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ReturnOrderQuery, ReturnOrderQueryVariables>(ReturnOrderDocument, options);
        }
// @ts-ignore
export function useReturnOrderSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ReturnOrderQuery, ReturnOrderQueryVariables>): Apollo.UseSuspenseQueryResult<ReturnOrderQuery, ReturnOrderQueryVariables>;
export function useReturnOrderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReturnOrderQuery, ReturnOrderQueryVariables>): Apollo.UseSuspenseQueryResult<ReturnOrderQuery | undefined, ReturnOrderQueryVariables>;
export function useReturnOrderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReturnOrderQuery, ReturnOrderQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ReturnOrderQuery, ReturnOrderQueryVariables>(ReturnOrderDocument, options);
        }
export type ReturnOrderQueryHookResult = ReturnType<typeof useReturnOrderQuery>;
export type ReturnOrderLazyQueryHookResult = ReturnType<typeof useReturnOrderLazyQuery>;
export type ReturnOrderSuspenseQueryHookResult = ReturnType<typeof useReturnOrderSuspenseQuery>;
export type ReturnOrderQueryResult = Apollo.QueryResult<ReturnOrderQuery, ReturnOrderQueryVariables>;
export const CreateReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export type CreateReturnMutationFn = Apollo.MutationFunction<CreateReturnMutation, CreateReturnMutationVariables>;

/**
 * __useCreateReturnMutation__
 *
 * To run a mutation, you first call `useCreateReturnMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateReturnMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createReturnMutation, { data, loading, error }] = useCreateReturnMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateReturnMutation(baseOptions?: Apollo.MutationHookOptions<CreateReturnMutation, CreateReturnMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateReturnMutation, CreateReturnMutationVariables>(CreateReturnDocument, options);
      }
export type CreateReturnMutationHookResult = ReturnType<typeof useCreateReturnMutation>;
export type CreateReturnMutationResult = Apollo.MutationResult<CreateReturnMutation>;
export type CreateReturnMutationOptions = Apollo.BaseMutationOptions<CreateReturnMutation, CreateReturnMutationVariables>;