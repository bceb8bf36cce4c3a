import type * as Types from '../../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type ConsignmentOrderRowFragment = { __typename?: 'Order', id: string, orderDate: string, consignmentStatus?: Types.ConsignmentStatus | null, unknownConsignmentStatus?: string | null, customer?: { __typename?: 'Customer', id: string, fullName: string } | null, lines: Array<{ __typename?: 'OrderLine', id: string, productName: string, quantity: number }> };

export type ConsignmentItemFieldsFragment = { __typename?: 'ConsignmentItem', productId: string, productName: string, quantity: number, unitPrice: number };

export type InvoiceRowFragment = { __typename?: 'ConsignmentInvoice', id: string, invoiceNumber: string, memo?: string | null, type?: Types.InvoiceType | null, unknownType?: string | null };

export type InvoiceDetailFragment = { __typename?: 'ConsignmentInvoice', orderId: string, orderDate: string, orderTotal: number, invoiceDate?: string | null, total: number, id: string, invoiceNumber: string, memo?: string | null, type?: Types.InvoiceType | null, unknownType?: string | null, customer?: { __typename?: 'InvoiceCustomer', id?: string | null, fullName: string, companyName?: string | null, email?: string | null, address?: string | null } | null, lines: Array<{ __typename?: 'ConsignmentInvoiceLine', id: string, productId: string, productName: string, sku: string, quantity: number, unitPrice: number, linePrice: number }> };

export type ConsignmentOrdersQueryVariables = Types.Exact<{
  filter?: Types.InputMaybe<Types.ConsignmentOrderFilter>;
  page: Types.Scalars['Int']['input'];
  perPage: Types.Scalars['Int']['input'];
  sortBy: Types.OrderSortField;
  desc: Types.Scalars['Boolean']['input'];
}>;


export type ConsignmentOrdersQuery = { __typename?: 'Query', consignmentOrders: { __typename?: 'OrderList', totalCount: number, rows: Array<{ __typename?: 'Order', id: string, orderDate: string, consignmentStatus?: Types.ConsignmentStatus | null, unknownConsignmentStatus?: string | null, customer?: { __typename?: 'Customer', id: string, fullName: string } | null, lines: Array<{ __typename?: 'OrderLine', id: string, productName: string, quantity: number }> }> } };

export type OrderConsignmentQueryVariables = Types.Exact<{
  orderId: Types.Scalars['ID']['input'];
}>;


export type OrderConsignmentQuery = { __typename?: 'Query', order: { __typename?: 'Order', id: string, consignment: { __typename?: 'OrderConsignment', status?: Types.ConsignmentStatus | null, unknownStatus?: string | null, customerName?: string | null, invoices: Array<{ __typename?: 'ConsignmentInvoice', id: string, invoiceNumber: string, memo?: string | null, type?: Types.InvoiceType | null, unknownType?: string | null }>, originalItems: Array<{ __typename?: 'ConsignmentItem', productId: string, productName: string, quantity: number, unitPrice: number }>, remainingItems: Array<{ __typename?: 'ConsignmentItem', productId: string, productName: string, quantity: number, unitPrice: number }> } } };

export type ConsignmentInvoiceQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type ConsignmentInvoiceQuery = { __typename?: 'Query', consignmentInvoice: { __typename?: 'ConsignmentInvoice', orderId: string, orderDate: string, orderTotal: number, invoiceDate?: string | null, total: number, id: string, invoiceNumber: string, memo?: string | null, type?: Types.InvoiceType | null, unknownType?: string | null, customer?: { __typename?: 'InvoiceCustomer', id?: string | null, fullName: string, companyName?: string | null, email?: string | null, address?: string | null } | null, lines: Array<{ __typename?: 'ConsignmentInvoiceLine', id: string, productId: string, productName: string, sku: string, quantity: number, unitPrice: number, linePrice: number }> } };

export type CreateConsignmentInvoiceMutationVariables = Types.Exact<{
  orderId: Types.Scalars['ID']['input'];
  input: Types.ConsignmentInvoiceInput;
}>;


export type CreateConsignmentInvoiceMutation = { __typename?: 'Mutation', createConsignmentInvoice: { __typename?: 'ConsignmentInvoiceResult', message: string, invoice?: { __typename?: 'ConsignmentInvoice', id: string } | null } };

export type UpdateConsignmentInvoiceMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
  input: Types.ConsignmentInvoiceInput;
}>;


export type UpdateConsignmentInvoiceMutation = { __typename?: 'Mutation', updateConsignmentInvoice: { __typename?: 'ConsignmentInvoiceResult', message: string, invoice?: { __typename?: 'ConsignmentInvoice', id: string, orderId: string } | null } };

export type DeleteConsignmentInvoiceMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type DeleteConsignmentInvoiceMutation = { __typename?: 'Mutation', deleteConsignmentInvoice: { __typename?: 'ConsignmentInvoiceResult', message: string, invoice?: { __typename?: 'ConsignmentInvoice', id: string } | null } };

export const ConsignmentOrderRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsignmentOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consignmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownConsignmentStatus"}}]}}]} as unknown as DocumentNode;
export const ConsignmentItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsignmentItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}}]}}]} as unknown as DocumentNode;
export const InvoiceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}}]} as unknown as DocumentNode;
export const InvoiceDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"orderTotal"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"linePrice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}}]} as unknown as DocumentNode;
export const ConsignmentOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsignmentOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentOrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consignmentOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"desc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsignmentOrderRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsignmentOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consignmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownConsignmentStatus"}}]}}]} as unknown as DocumentNode;

/**
 * __useConsignmentOrdersQuery__
 *
 * To run a query within a React component, call `useConsignmentOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useConsignmentOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConsignmentOrdersQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      sortBy: // value for 'sortBy'
 *      desc: // value for 'desc'
 *   },
 * });
 */
export function useConsignmentOrdersQuery(baseOptions: Apollo.QueryHookOptions<ConsignmentOrdersQuery, ConsignmentOrdersQueryVariables> & ({ variables: ConsignmentOrdersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ConsignmentOrdersQuery, ConsignmentOrdersQueryVariables>(ConsignmentOrdersDocument, options);
      }
export function useConsignmentOrdersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ConsignmentOrdersQuery, ConsignmentOrdersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ConsignmentOrdersQuery, ConsignmentOrdersQueryVariables>(ConsignmentOrdersDocument, options);
        }
// @ts-ignore
export function useConsignmentOrdersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ConsignmentOrdersQuery, ConsignmentOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<ConsignmentOrdersQuery, ConsignmentOrdersQueryVariables>;
export function useConsignmentOrdersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ConsignmentOrdersQuery, ConsignmentOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<ConsignmentOrdersQuery | undefined, ConsignmentOrdersQueryVariables>;
export function useConsignmentOrdersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ConsignmentOrdersQuery, ConsignmentOrdersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ConsignmentOrdersQuery, ConsignmentOrdersQueryVariables>(ConsignmentOrdersDocument, options);
        }
export type ConsignmentOrdersQueryHookResult = ReturnType<typeof useConsignmentOrdersQuery>;
export type ConsignmentOrdersLazyQueryHookResult = ReturnType<typeof useConsignmentOrdersLazyQuery>;
export type ConsignmentOrdersSuspenseQueryHookResult = ReturnType<typeof useConsignmentOrdersSuspenseQuery>;
export type ConsignmentOrdersQueryResult = Apollo.QueryResult<ConsignmentOrdersQuery, ConsignmentOrdersQueryVariables>;
export const OrderConsignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderConsignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"originalItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsignmentItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remainingItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsignmentItemFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsignmentItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}}]} as unknown as DocumentNode;

/**
 * __useOrderConsignmentQuery__
 *
 * To run a query within a React component, call `useOrderConsignmentQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderConsignmentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderConsignmentQuery({
 *   variables: {
 *      orderId: // value for 'orderId'
 *   },
 * });
 */
export function useOrderConsignmentQuery(baseOptions: Apollo.QueryHookOptions<OrderConsignmentQuery, OrderConsignmentQueryVariables> & ({ variables: OrderConsignmentQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OrderConsignmentQuery, OrderConsignmentQueryVariables>(OrderConsignmentDocument, options);
      }
export function useOrderConsignmentLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OrderConsignmentQuery, OrderConsignmentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OrderConsignmentQuery, OrderConsignmentQueryVariables>(OrderConsignmentDocument, options);
        }
// @ts-ignore
export function useOrderConsignmentSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OrderConsignmentQuery, OrderConsignmentQueryVariables>): Apollo.UseSuspenseQueryResult<OrderConsignmentQuery, OrderConsignmentQueryVariables>;
export function useOrderConsignmentSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderConsignmentQuery, OrderConsignmentQueryVariables>): Apollo.UseSuspenseQueryResult<OrderConsignmentQuery | undefined, OrderConsignmentQueryVariables>;
export function useOrderConsignmentSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OrderConsignmentQuery, OrderConsignmentQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OrderConsignmentQuery, OrderConsignmentQueryVariables>(OrderConsignmentDocument, options);
        }
export type OrderConsignmentQueryHookResult = ReturnType<typeof useOrderConsignmentQuery>;
export type OrderConsignmentLazyQueryHookResult = ReturnType<typeof useOrderConsignmentLazyQuery>;
export type OrderConsignmentSuspenseQueryHookResult = ReturnType<typeof useOrderConsignmentSuspenseQuery>;
export type OrderConsignmentQueryResult = Apollo.QueryResult<OrderConsignmentQuery, OrderConsignmentQueryVariables>;
export const ConsignmentInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsignmentInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consignmentInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"orderTotal"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"linePrice"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useConsignmentInvoiceQuery__
 *
 * To run a query within a React component, call `useConsignmentInvoiceQuery` and pass it any options that fit your needs.
 * When your component renders, `useConsignmentInvoiceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConsignmentInvoiceQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useConsignmentInvoiceQuery(baseOptions: Apollo.QueryHookOptions<ConsignmentInvoiceQuery, ConsignmentInvoiceQueryVariables> & ({ variables: ConsignmentInvoiceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ConsignmentInvoiceQuery, ConsignmentInvoiceQueryVariables>(ConsignmentInvoiceDocument, options);
      }
export function useConsignmentInvoiceLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ConsignmentInvoiceQuery, ConsignmentInvoiceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ConsignmentInvoiceQuery, ConsignmentInvoiceQueryVariables>(ConsignmentInvoiceDocument, options);
        }
// @ts-ignore
export function useConsignmentInvoiceSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ConsignmentInvoiceQuery, ConsignmentInvoiceQueryVariables>): Apollo.UseSuspenseQueryResult<ConsignmentInvoiceQuery, ConsignmentInvoiceQueryVariables>;
export function useConsignmentInvoiceSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ConsignmentInvoiceQuery, ConsignmentInvoiceQueryVariables>): Apollo.UseSuspenseQueryResult<ConsignmentInvoiceQuery | undefined, ConsignmentInvoiceQueryVariables>;
export function useConsignmentInvoiceSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ConsignmentInvoiceQuery, ConsignmentInvoiceQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ConsignmentInvoiceQuery, ConsignmentInvoiceQueryVariables>(ConsignmentInvoiceDocument, options);
        }
export type ConsignmentInvoiceQueryHookResult = ReturnType<typeof useConsignmentInvoiceQuery>;
export type ConsignmentInvoiceLazyQueryHookResult = ReturnType<typeof useConsignmentInvoiceLazyQuery>;
export type ConsignmentInvoiceSuspenseQueryHookResult = ReturnType<typeof useConsignmentInvoiceSuspenseQuery>;
export type ConsignmentInvoiceQueryResult = Apollo.QueryResult<ConsignmentInvoiceQuery, ConsignmentInvoiceQueryVariables>;
export const CreateConsignmentInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateConsignmentInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConsignmentInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode;
export type CreateConsignmentInvoiceMutationFn = Apollo.MutationFunction<CreateConsignmentInvoiceMutation, CreateConsignmentInvoiceMutationVariables>;

/**
 * __useCreateConsignmentInvoiceMutation__
 *
 * To run a mutation, you first call `useCreateConsignmentInvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateConsignmentInvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createConsignmentInvoiceMutation, { data, loading, error }] = useCreateConsignmentInvoiceMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateConsignmentInvoiceMutation(baseOptions?: Apollo.MutationHookOptions<CreateConsignmentInvoiceMutation, CreateConsignmentInvoiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateConsignmentInvoiceMutation, CreateConsignmentInvoiceMutationVariables>(CreateConsignmentInvoiceDocument, options);
      }
export type CreateConsignmentInvoiceMutationHookResult = ReturnType<typeof useCreateConsignmentInvoiceMutation>;
export type CreateConsignmentInvoiceMutationResult = Apollo.MutationResult<CreateConsignmentInvoiceMutation>;
export type CreateConsignmentInvoiceMutationOptions = Apollo.BaseMutationOptions<CreateConsignmentInvoiceMutation, CreateConsignmentInvoiceMutationVariables>;
export const UpdateConsignmentInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateConsignmentInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConsignmentInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]}}]}}]} as unknown as DocumentNode;
export type UpdateConsignmentInvoiceMutationFn = Apollo.MutationFunction<UpdateConsignmentInvoiceMutation, UpdateConsignmentInvoiceMutationVariables>;

/**
 * __useUpdateConsignmentInvoiceMutation__
 *
 * To run a mutation, you first call `useUpdateConsignmentInvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateConsignmentInvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateConsignmentInvoiceMutation, { data, loading, error }] = useUpdateConsignmentInvoiceMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateConsignmentInvoiceMutation(baseOptions?: Apollo.MutationHookOptions<UpdateConsignmentInvoiceMutation, UpdateConsignmentInvoiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateConsignmentInvoiceMutation, UpdateConsignmentInvoiceMutationVariables>(UpdateConsignmentInvoiceDocument, options);
      }
export type UpdateConsignmentInvoiceMutationHookResult = ReturnType<typeof useUpdateConsignmentInvoiceMutation>;
export type UpdateConsignmentInvoiceMutationResult = Apollo.MutationResult<UpdateConsignmentInvoiceMutation>;
export type UpdateConsignmentInvoiceMutationOptions = Apollo.BaseMutationOptions<UpdateConsignmentInvoiceMutation, UpdateConsignmentInvoiceMutationVariables>;
export const DeleteConsignmentInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteConsignmentInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConsignmentInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode;
export type DeleteConsignmentInvoiceMutationFn = Apollo.MutationFunction<DeleteConsignmentInvoiceMutation, DeleteConsignmentInvoiceMutationVariables>;

/**
 * __useDeleteConsignmentInvoiceMutation__
 *
 * To run a mutation, you first call `useDeleteConsignmentInvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteConsignmentInvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteConsignmentInvoiceMutation, { data, loading, error }] = useDeleteConsignmentInvoiceMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteConsignmentInvoiceMutation(baseOptions?: Apollo.MutationHookOptions<DeleteConsignmentInvoiceMutation, DeleteConsignmentInvoiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteConsignmentInvoiceMutation, DeleteConsignmentInvoiceMutationVariables>(DeleteConsignmentInvoiceDocument, options);
      }
export type DeleteConsignmentInvoiceMutationHookResult = ReturnType<typeof useDeleteConsignmentInvoiceMutation>;
export type DeleteConsignmentInvoiceMutationResult = Apollo.MutationResult<DeleteConsignmentInvoiceMutation>;
export type DeleteConsignmentInvoiceMutationOptions = Apollo.BaseMutationOptions<DeleteConsignmentInvoiceMutation, DeleteConsignmentInvoiceMutationVariables>;