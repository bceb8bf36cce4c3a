import type * as Types from '../../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type InternalTransferRowFragment = { __typename?: 'InternalTransfer', id: string, type?: Types.InternalTransferType | null, unknownType?: string | null, receivedDate: string, memo?: string | null, fromWarehouse?: { __typename?: 'Warehouse', id: string, name: string } | null, toWarehouse?: { __typename?: 'Warehouse', id: string, name: string } | null, vendor?: { __typename?: 'Vendor', id: string, companyName: string } | null, toVendor?: { __typename?: 'Vendor', id: string, companyName: string } | null, lines: Array<{ __typename?: 'InternalTransferLine', id: string, productName: string, quantity: number }> };

export type InternalTransferDetailFragment = { __typename?: 'InternalTransfer', shipmentDate: string, totalQuantity: number, id: string, type?: Types.InternalTransferType | null, unknownType?: string | null, receivedDate: string, memo?: string | null, lines: Array<{ __typename?: 'InternalTransferLine', productId: string, sku: string, id: string, productName: string, quantity: number }>, fromWarehouse?: { __typename?: 'Warehouse', id: string, name: string } | null, toWarehouse?: { __typename?: 'Warehouse', id: string, name: string } | null, vendor?: { __typename?: 'Vendor', id: string, companyName: string } | null, toVendor?: { __typename?: 'Vendor', id: string, companyName: string } | null };

export type InternalTransfersQueryVariables = Types.Exact<{
  filter?: Types.InputMaybe<Types.InternalTransferFilter>;
  page: Types.Scalars['Int']['input'];
  perPage: Types.Scalars['Int']['input'];
  sortBy: Types.InternalTransferSortField;
  desc: Types.Scalars['Boolean']['input'];
}>;


export type InternalTransfersQuery = { __typename?: 'Query', internalTransfers: { __typename?: 'InternalTransferList', totalCount: number, rows: Array<{ __typename?: 'InternalTransfer', id: string, type?: Types.InternalTransferType | null, unknownType?: string | null, receivedDate: string, memo?: string | null, fromWarehouse?: { __typename?: 'Warehouse', id: string, name: string } | null, toWarehouse?: { __typename?: 'Warehouse', id: string, name: string } | null, vendor?: { __typename?: 'Vendor', id: string, companyName: string } | null, toVendor?: { __typename?: 'Vendor', id: string, companyName: string } | null, lines: Array<{ __typename?: 'InternalTransferLine', id: string, productName: string, quantity: number }> }> } };

export type InternalTransferQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type InternalTransferQuery = { __typename?: 'Query', internalTransfer: { __typename?: 'InternalTransfer', shipmentDate: string, totalQuantity: number, id: string, type?: Types.InternalTransferType | null, unknownType?: string | null, receivedDate: string, memo?: string | null, lines: Array<{ __typename?: 'InternalTransferLine', productId: string, sku: string, id: string, productName: string, quantity: number }>, fromWarehouse?: { __typename?: 'Warehouse', id: string, name: string } | null, toWarehouse?: { __typename?: 'Warehouse', id: string, name: string } | null, vendor?: { __typename?: 'Vendor', id: string, companyName: string } | null, toVendor?: { __typename?: 'Vendor', id: string, companyName: string } | null } };

export type TransferWarehousesQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type TransferWarehousesQuery = { __typename?: 'Query', warehouses: { __typename?: 'WarehouseList', rows: Array<{ __typename?: 'Warehouse', id: string, name: string, active: boolean }> } };

export type CreateInternalTransferMutationVariables = Types.Exact<{
  input: Types.InternalTransferInput;
}>;


export type CreateInternalTransferMutation = { __typename?: 'Mutation', createInternalTransfer?: { __typename?: 'InternalTransfer', id: string } | null };

export type DeleteInternalTransferMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type DeleteInternalTransferMutation = { __typename?: 'Mutation', deleteInternalTransfer: { __typename?: 'InternalTransfer', id: string } };

export const InternalTransferRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InternalTransferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"fromWarehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toWarehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode;
export const InternalTransferDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InternalTransferDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InternalTransferRow"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InternalTransferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"fromWarehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toWarehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode;
export const InternalTransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InternalTransfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InternalTransferFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InternalTransferSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"internalTransfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"desc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InternalTransferRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InternalTransferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"fromWarehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toWarehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useInternalTransfersQuery__
 *
 * To run a query within a React component, call `useInternalTransfersQuery` and pass it any options that fit your needs.
 * When your component renders, `useInternalTransfersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInternalTransfersQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      sortBy: // value for 'sortBy'
 *      desc: // value for 'desc'
 *   },
 * });
 */
export function useInternalTransfersQuery(baseOptions: Apollo.QueryHookOptions<InternalTransfersQuery, InternalTransfersQueryVariables> & ({ variables: InternalTransfersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<InternalTransfersQuery, InternalTransfersQueryVariables>(InternalTransfersDocument, options);
      }
export function useInternalTransfersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<InternalTransfersQuery, InternalTransfersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<InternalTransfersQuery, InternalTransfersQueryVariables>(InternalTransfersDocument, options);
        }
// @ts-ignore
export function useInternalTransfersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<InternalTransfersQuery, InternalTransfersQueryVariables>): Apollo.UseSuspenseQueryResult<InternalTransfersQuery, InternalTransfersQueryVariables>;
export function useInternalTransfersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InternalTransfersQuery, InternalTransfersQueryVariables>): Apollo.UseSuspenseQueryResult<InternalTransfersQuery | undefined, InternalTransfersQueryVariables>;
export function useInternalTransfersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InternalTransfersQuery, InternalTransfersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<InternalTransfersQuery, InternalTransfersQueryVariables>(InternalTransfersDocument, options);
        }
export type InternalTransfersQueryHookResult = ReturnType<typeof useInternalTransfersQuery>;
export type InternalTransfersLazyQueryHookResult = ReturnType<typeof useInternalTransfersLazyQuery>;
export type InternalTransfersSuspenseQueryHookResult = ReturnType<typeof useInternalTransfersSuspenseQuery>;
export type InternalTransfersQueryResult = Apollo.QueryResult<InternalTransfersQuery, InternalTransfersQueryVariables>;
export const InternalTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InternalTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"internalTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InternalTransferDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InternalTransferRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"fromWarehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toWarehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InternalTransferDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InternalTransferRow"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useInternalTransferQuery__
 *
 * To run a query within a React component, call `useInternalTransferQuery` and pass it any options that fit your needs.
 * When your component renders, `useInternalTransferQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInternalTransferQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useInternalTransferQuery(baseOptions: Apollo.QueryHookOptions<InternalTransferQuery, InternalTransferQueryVariables> & ({ variables: InternalTransferQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<InternalTransferQuery, InternalTransferQueryVariables>(InternalTransferDocument, options);
      }
export function useInternalTransferLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<InternalTransferQuery, InternalTransferQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<InternalTransferQuery, InternalTransferQueryVariables>(InternalTransferDocument, options);
        }
// @ts-ignore
export function useInternalTransferSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<InternalTransferQuery, InternalTransferQueryVariables>): Apollo.UseSuspenseQueryResult<InternalTransferQuery, InternalTransferQueryVariables>;
export function useInternalTransferSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InternalTransferQuery, InternalTransferQueryVariables>): Apollo.UseSuspenseQueryResult<InternalTransferQuery | undefined, InternalTransferQueryVariables>;
export function useInternalTransferSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InternalTransferQuery, InternalTransferQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<InternalTransferQuery, InternalTransferQueryVariables>(InternalTransferDocument, options);
        }
export type InternalTransferQueryHookResult = ReturnType<typeof useInternalTransferQuery>;
export type InternalTransferLazyQueryHookResult = ReturnType<typeof useInternalTransferLazyQuery>;
export type InternalTransferSuspenseQueryHookResult = ReturnType<typeof useInternalTransferSuspenseQuery>;
export type InternalTransferQueryResult = Apollo.QueryResult<InternalTransferQuery, InternalTransferQueryVariables>;
export const TransferWarehousesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferWarehouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useTransferWarehousesQuery__
 *
 * To run a query within a React component, call `useTransferWarehousesQuery` and pass it any options that fit your needs.
 * When your component renders, `useTransferWarehousesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTransferWarehousesQuery({
 *   variables: {
 *   },
 * });
 */
export function useTransferWarehousesQuery(baseOptions?: Apollo.QueryHookOptions<TransferWarehousesQuery, TransferWarehousesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TransferWarehousesQuery, TransferWarehousesQueryVariables>(TransferWarehousesDocument, options);
      }
export function useTransferWarehousesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TransferWarehousesQuery, TransferWarehousesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TransferWarehousesQuery, TransferWarehousesQueryVariables>(TransferWarehousesDocument, options);
        }
// @ts-ignore
export function useTransferWarehousesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TransferWarehousesQuery, TransferWarehousesQueryVariables>): Apollo.UseSuspenseQueryResult<TransferWarehousesQuery, TransferWarehousesQueryVariables>;
export function useTransferWarehousesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TransferWarehousesQuery, TransferWarehousesQueryVariables>): Apollo.UseSuspenseQueryResult<TransferWarehousesQuery | undefined, TransferWarehousesQueryVariables>;
export function useTransferWarehousesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TransferWarehousesQuery, TransferWarehousesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TransferWarehousesQuery, TransferWarehousesQueryVariables>(TransferWarehousesDocument, options);
        }
export type TransferWarehousesQueryHookResult = ReturnType<typeof useTransferWarehousesQuery>;
export type TransferWarehousesLazyQueryHookResult = ReturnType<typeof useTransferWarehousesLazyQuery>;
export type TransferWarehousesSuspenseQueryHookResult = ReturnType<typeof useTransferWarehousesSuspenseQuery>;
export type TransferWarehousesQueryResult = Apollo.QueryResult<TransferWarehousesQuery, TransferWarehousesQueryVariables>;
export const CreateInternalTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInternalTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InternalTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInternalTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export type CreateInternalTransferMutationFn = Apollo.MutationFunction<CreateInternalTransferMutation, CreateInternalTransferMutationVariables>;

/**
 * __useCreateInternalTransferMutation__
 *
 * To run a mutation, you first call `useCreateInternalTransferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateInternalTransferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createInternalTransferMutation, { data, loading, error }] = useCreateInternalTransferMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateInternalTransferMutation(baseOptions?: Apollo.MutationHookOptions<CreateInternalTransferMutation, CreateInternalTransferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateInternalTransferMutation, CreateInternalTransferMutationVariables>(CreateInternalTransferDocument, options);
      }
export type CreateInternalTransferMutationHookResult = ReturnType<typeof useCreateInternalTransferMutation>;
export type CreateInternalTransferMutationResult = Apollo.MutationResult<CreateInternalTransferMutation>;
export type CreateInternalTransferMutationOptions = Apollo.BaseMutationOptions<CreateInternalTransferMutation, CreateInternalTransferMutationVariables>;
export const DeleteInternalTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInternalTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInternalTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export type DeleteInternalTransferMutationFn = Apollo.MutationFunction<DeleteInternalTransferMutation, DeleteInternalTransferMutationVariables>;

/**
 * __useDeleteInternalTransferMutation__
 *
 * To run a mutation, you first call `useDeleteInternalTransferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteInternalTransferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteInternalTransferMutation, { data, loading, error }] = useDeleteInternalTransferMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteInternalTransferMutation(baseOptions?: Apollo.MutationHookOptions<DeleteInternalTransferMutation, DeleteInternalTransferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteInternalTransferMutation, DeleteInternalTransferMutationVariables>(DeleteInternalTransferDocument, options);
      }
export type DeleteInternalTransferMutationHookResult = ReturnType<typeof useDeleteInternalTransferMutation>;
export type DeleteInternalTransferMutationResult = Apollo.MutationResult<DeleteInternalTransferMutation>;
export type DeleteInternalTransferMutationOptions = Apollo.BaseMutationOptions<DeleteInternalTransferMutation, DeleteInternalTransferMutationVariables>;