import type * as Types from '../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type PickerProductFragment = { __typename?: 'Product', id: string, sku: string, name: string, grossPrice?: number | null };

export type ProductPickerQueryVariables = Types.Exact<{
  search?: Types.InputMaybe<Types.Scalars['String']['input']>;
  perPage: Types.Scalars['Int']['input'];
}>;


export type ProductPickerQuery = { __typename?: 'Query', products: { __typename?: 'ProductList', rows: Array<{ __typename?: 'Product', id: string, sku: string, name: string, grossPrice?: number | null }> } };

export type ProductPickerChosenQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type ProductPickerChosenQuery = { __typename?: 'Query', product: { __typename?: 'Product', id: string, sku: string, name: string, grossPrice?: number | null } };

export type BundleItemPickerQueryVariables = Types.Exact<{
  search?: Types.InputMaybe<Types.Scalars['String']['input']>;
  first: Types.Scalars['Int']['input'];
}>;


export type BundleItemPickerQuery = { __typename?: 'Query', productChoices: Array<{ __typename?: 'ProductChoice', id: string, sku: string, name: string }> };

export type VendorPickerQueryVariables = Types.Exact<{
  search?: Types.InputMaybe<Types.Scalars['String']['input']>;
  companyName?: Types.InputMaybe<Types.Scalars['String']['input']>;
  perPage: Types.Scalars['Int']['input'];
}>;


export type VendorPickerQuery = { __typename?: 'Query', vendors: { __typename?: 'VendorList', rows: Array<{ __typename?: 'Vendor', id: string, companyName: string }> } };

export type VendorPickerChosenQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type VendorPickerChosenQuery = { __typename?: 'Query', vendor: { __typename?: 'Vendor', id: string, companyName: string } };

export type CustomerPickerQueryVariables = Types.Exact<{
  search?: Types.InputMaybe<Types.Scalars['String']['input']>;
  perPage: Types.Scalars['Int']['input'];
}>;


export type CustomerPickerQuery = { __typename?: 'Query', customers: { __typename?: 'CustomerList', rows: Array<{ __typename?: 'Customer', id: string, fullName: string, companyName?: string | null }> } };

export type CustomerPickerChosenQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type CustomerPickerChosenQuery = { __typename?: 'Query', customer: { __typename?: 'Customer', id: string, fullName: string, companyName?: string | null } };

export const PickerProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickerProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grossPrice"}}]}}]} as unknown as DocumentNode;
export const ProductPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickerProduct"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickerProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grossPrice"}}]}}]} as unknown as DocumentNode;

/**
 * __useProductPickerQuery__
 *
 * To run a query within a React component, call `useProductPickerQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductPickerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductPickerQuery({
 *   variables: {
 *      search: // value for 'search'
 *      perPage: // value for 'perPage'
 *   },
 * });
 */
export function useProductPickerQuery(baseOptions: Apollo.QueryHookOptions<ProductPickerQuery, ProductPickerQueryVariables> & ({ variables: ProductPickerQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProductPickerQuery, ProductPickerQueryVariables>(ProductPickerDocument, options);
      }
export function useProductPickerLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProductPickerQuery, ProductPickerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProductPickerQuery, ProductPickerQueryVariables>(ProductPickerDocument, options);
        }
// @ts-ignore
export function useProductPickerSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProductPickerQuery, ProductPickerQueryVariables>): Apollo.UseSuspenseQueryResult<ProductPickerQuery, ProductPickerQueryVariables>;
export function useProductPickerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductPickerQuery, ProductPickerQueryVariables>): Apollo.UseSuspenseQueryResult<ProductPickerQuery | undefined, ProductPickerQueryVariables>;
export function useProductPickerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductPickerQuery, ProductPickerQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProductPickerQuery, ProductPickerQueryVariables>(ProductPickerDocument, options);
        }
export type ProductPickerQueryHookResult = ReturnType<typeof useProductPickerQuery>;
export type ProductPickerLazyQueryHookResult = ReturnType<typeof useProductPickerLazyQuery>;
export type ProductPickerSuspenseQueryHookResult = ReturnType<typeof useProductPickerSuspenseQuery>;
export type ProductPickerQueryResult = Apollo.QueryResult<ProductPickerQuery, ProductPickerQueryVariables>;
export const ProductPickerChosenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPickerChosen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickerProduct"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickerProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"grossPrice"}}]}}]} as unknown as DocumentNode;

/**
 * __useProductPickerChosenQuery__
 *
 * To run a query within a React component, call `useProductPickerChosenQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductPickerChosenQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductPickerChosenQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductPickerChosenQuery(baseOptions: Apollo.QueryHookOptions<ProductPickerChosenQuery, ProductPickerChosenQueryVariables> & ({ variables: ProductPickerChosenQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ProductPickerChosenQuery, ProductPickerChosenQueryVariables>(ProductPickerChosenDocument, options);
      }
export function useProductPickerChosenLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ProductPickerChosenQuery, ProductPickerChosenQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ProductPickerChosenQuery, ProductPickerChosenQueryVariables>(ProductPickerChosenDocument, options);
        }
// @ts-ignore
export function useProductPickerChosenSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ProductPickerChosenQuery, ProductPickerChosenQueryVariables>): Apollo.UseSuspenseQueryResult<ProductPickerChosenQuery, ProductPickerChosenQueryVariables>;
export function useProductPickerChosenSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductPickerChosenQuery, ProductPickerChosenQueryVariables>): Apollo.UseSuspenseQueryResult<ProductPickerChosenQuery | undefined, ProductPickerChosenQueryVariables>;
export function useProductPickerChosenSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ProductPickerChosenQuery, ProductPickerChosenQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ProductPickerChosenQuery, ProductPickerChosenQueryVariables>(ProductPickerChosenDocument, options);
        }
export type ProductPickerChosenQueryHookResult = ReturnType<typeof useProductPickerChosenQuery>;
export type ProductPickerChosenLazyQueryHookResult = ReturnType<typeof useProductPickerChosenLazyQuery>;
export type ProductPickerChosenSuspenseQueryHookResult = ReturnType<typeof useProductPickerChosenSuspenseQuery>;
export type ProductPickerChosenQueryResult = Apollo.QueryResult<ProductPickerChosenQuery, ProductPickerChosenQueryVariables>;
export const BundleItemPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BundleItemPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productChoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBundleItemPickerQuery__
 *
 * To run a query within a React component, call `useBundleItemPickerQuery` and pass it any options that fit your needs.
 * When your component renders, `useBundleItemPickerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBundleItemPickerQuery({
 *   variables: {
 *      search: // value for 'search'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useBundleItemPickerQuery(baseOptions: Apollo.QueryHookOptions<BundleItemPickerQuery, BundleItemPickerQueryVariables> & ({ variables: BundleItemPickerQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BundleItemPickerQuery, BundleItemPickerQueryVariables>(BundleItemPickerDocument, options);
      }
export function useBundleItemPickerLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BundleItemPickerQuery, BundleItemPickerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BundleItemPickerQuery, BundleItemPickerQueryVariables>(BundleItemPickerDocument, options);
        }
// @ts-ignore
export function useBundleItemPickerSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BundleItemPickerQuery, BundleItemPickerQueryVariables>): Apollo.UseSuspenseQueryResult<BundleItemPickerQuery, BundleItemPickerQueryVariables>;
export function useBundleItemPickerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BundleItemPickerQuery, BundleItemPickerQueryVariables>): Apollo.UseSuspenseQueryResult<BundleItemPickerQuery | undefined, BundleItemPickerQueryVariables>;
export function useBundleItemPickerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BundleItemPickerQuery, BundleItemPickerQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BundleItemPickerQuery, BundleItemPickerQueryVariables>(BundleItemPickerDocument, options);
        }
export type BundleItemPickerQueryHookResult = ReturnType<typeof useBundleItemPickerQuery>;
export type BundleItemPickerLazyQueryHookResult = ReturnType<typeof useBundleItemPickerLazyQuery>;
export type BundleItemPickerSuspenseQueryHookResult = ReturnType<typeof useBundleItemPickerSuspenseQuery>;
export type BundleItemPickerQueryResult = Apollo.QueryResult<BundleItemPickerQuery, BundleItemPickerQueryVariables>;
export const VendorPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"COMPANY_NAME"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useVendorPickerQuery__
 *
 * To run a query within a React component, call `useVendorPickerQuery` and pass it any options that fit your needs.
 * When your component renders, `useVendorPickerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVendorPickerQuery({
 *   variables: {
 *      search: // value for 'search'
 *      companyName: // value for 'companyName'
 *      perPage: // value for 'perPage'
 *   },
 * });
 */
export function useVendorPickerQuery(baseOptions: Apollo.QueryHookOptions<VendorPickerQuery, VendorPickerQueryVariables> & ({ variables: VendorPickerQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<VendorPickerQuery, VendorPickerQueryVariables>(VendorPickerDocument, options);
      }
export function useVendorPickerLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<VendorPickerQuery, VendorPickerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<VendorPickerQuery, VendorPickerQueryVariables>(VendorPickerDocument, options);
        }
// @ts-ignore
export function useVendorPickerSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<VendorPickerQuery, VendorPickerQueryVariables>): Apollo.UseSuspenseQueryResult<VendorPickerQuery, VendorPickerQueryVariables>;
export function useVendorPickerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<VendorPickerQuery, VendorPickerQueryVariables>): Apollo.UseSuspenseQueryResult<VendorPickerQuery | undefined, VendorPickerQueryVariables>;
export function useVendorPickerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<VendorPickerQuery, VendorPickerQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<VendorPickerQuery, VendorPickerQueryVariables>(VendorPickerDocument, options);
        }
export type VendorPickerQueryHookResult = ReturnType<typeof useVendorPickerQuery>;
export type VendorPickerLazyQueryHookResult = ReturnType<typeof useVendorPickerLazyQuery>;
export type VendorPickerSuspenseQueryHookResult = ReturnType<typeof useVendorPickerSuspenseQuery>;
export type VendorPickerQueryResult = Apollo.QueryResult<VendorPickerQuery, VendorPickerQueryVariables>;
export const VendorPickerChosenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorPickerChosen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useVendorPickerChosenQuery__
 *
 * To run a query within a React component, call `useVendorPickerChosenQuery` and pass it any options that fit your needs.
 * When your component renders, `useVendorPickerChosenQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVendorPickerChosenQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useVendorPickerChosenQuery(baseOptions: Apollo.QueryHookOptions<VendorPickerChosenQuery, VendorPickerChosenQueryVariables> & ({ variables: VendorPickerChosenQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<VendorPickerChosenQuery, VendorPickerChosenQueryVariables>(VendorPickerChosenDocument, options);
      }
export function useVendorPickerChosenLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<VendorPickerChosenQuery, VendorPickerChosenQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<VendorPickerChosenQuery, VendorPickerChosenQueryVariables>(VendorPickerChosenDocument, options);
        }
// @ts-ignore
export function useVendorPickerChosenSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<VendorPickerChosenQuery, VendorPickerChosenQueryVariables>): Apollo.UseSuspenseQueryResult<VendorPickerChosenQuery, VendorPickerChosenQueryVariables>;
export function useVendorPickerChosenSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<VendorPickerChosenQuery, VendorPickerChosenQueryVariables>): Apollo.UseSuspenseQueryResult<VendorPickerChosenQuery | undefined, VendorPickerChosenQueryVariables>;
export function useVendorPickerChosenSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<VendorPickerChosenQuery, VendorPickerChosenQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<VendorPickerChosenQuery, VendorPickerChosenQueryVariables>(VendorPickerChosenDocument, options);
        }
export type VendorPickerChosenQueryHookResult = ReturnType<typeof useVendorPickerChosenQuery>;
export type VendorPickerChosenLazyQueryHookResult = ReturnType<typeof useVendorPickerChosenLazyQuery>;
export type VendorPickerChosenSuspenseQueryHookResult = ReturnType<typeof useVendorPickerChosenSuspenseQuery>;
export type VendorPickerChosenQueryResult = Apollo.QueryResult<VendorPickerChosenQuery, VendorPickerChosenQueryVariables>;
export const CustomerPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"NAME"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCustomerPickerQuery__
 *
 * To run a query within a React component, call `useCustomerPickerQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerPickerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerPickerQuery({
 *   variables: {
 *      search: // value for 'search'
 *      perPage: // value for 'perPage'
 *   },
 * });
 */
export function useCustomerPickerQuery(baseOptions: Apollo.QueryHookOptions<CustomerPickerQuery, CustomerPickerQueryVariables> & ({ variables: CustomerPickerQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CustomerPickerQuery, CustomerPickerQueryVariables>(CustomerPickerDocument, options);
      }
export function useCustomerPickerLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CustomerPickerQuery, CustomerPickerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CustomerPickerQuery, CustomerPickerQueryVariables>(CustomerPickerDocument, options);
        }
// @ts-ignore
export function useCustomerPickerSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CustomerPickerQuery, CustomerPickerQueryVariables>): Apollo.UseSuspenseQueryResult<CustomerPickerQuery, CustomerPickerQueryVariables>;
export function useCustomerPickerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CustomerPickerQuery, CustomerPickerQueryVariables>): Apollo.UseSuspenseQueryResult<CustomerPickerQuery | undefined, CustomerPickerQueryVariables>;
export function useCustomerPickerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CustomerPickerQuery, CustomerPickerQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CustomerPickerQuery, CustomerPickerQueryVariables>(CustomerPickerDocument, options);
        }
export type CustomerPickerQueryHookResult = ReturnType<typeof useCustomerPickerQuery>;
export type CustomerPickerLazyQueryHookResult = ReturnType<typeof useCustomerPickerLazyQuery>;
export type CustomerPickerSuspenseQueryHookResult = ReturnType<typeof useCustomerPickerSuspenseQuery>;
export type CustomerPickerQueryResult = Apollo.QueryResult<CustomerPickerQuery, CustomerPickerQueryVariables>;
export const CustomerPickerChosenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerPickerChosen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCustomerPickerChosenQuery__
 *
 * To run a query within a React component, call `useCustomerPickerChosenQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerPickerChosenQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerPickerChosenQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCustomerPickerChosenQuery(baseOptions: Apollo.QueryHookOptions<CustomerPickerChosenQuery, CustomerPickerChosenQueryVariables> & ({ variables: CustomerPickerChosenQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CustomerPickerChosenQuery, CustomerPickerChosenQueryVariables>(CustomerPickerChosenDocument, options);
      }
export function useCustomerPickerChosenLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CustomerPickerChosenQuery, CustomerPickerChosenQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CustomerPickerChosenQuery, CustomerPickerChosenQueryVariables>(CustomerPickerChosenDocument, options);
        }
// @ts-ignore
export function useCustomerPickerChosenSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CustomerPickerChosenQuery, CustomerPickerChosenQueryVariables>): Apollo.UseSuspenseQueryResult<CustomerPickerChosenQuery, CustomerPickerChosenQueryVariables>;
export function useCustomerPickerChosenSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CustomerPickerChosenQuery, CustomerPickerChosenQueryVariables>): Apollo.UseSuspenseQueryResult<CustomerPickerChosenQuery | undefined, CustomerPickerChosenQueryVariables>;
export function useCustomerPickerChosenSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CustomerPickerChosenQuery, CustomerPickerChosenQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CustomerPickerChosenQuery, CustomerPickerChosenQueryVariables>(CustomerPickerChosenDocument, options);
        }
export type CustomerPickerChosenQueryHookResult = ReturnType<typeof useCustomerPickerChosenQuery>;
export type CustomerPickerChosenLazyQueryHookResult = ReturnType<typeof useCustomerPickerChosenLazyQuery>;
export type CustomerPickerChosenSuspenseQueryHookResult = ReturnType<typeof useCustomerPickerChosenSuspenseQuery>;
export type CustomerPickerChosenQueryResult = Apollo.QueryResult<CustomerPickerChosenQuery, CustomerPickerChosenQueryVariables>;