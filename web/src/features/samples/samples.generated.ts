import type * as Types from '../../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type SamplesQueryVariables = Types.Exact<{
  filter?: Types.InputMaybe<Types.SampleFilter>;
  page: Types.Scalars['Int']['input'];
  perPage: Types.Scalars['Int']['input'];
  sortBy: Types.SampleSortField;
  desc: Types.Scalars['Boolean']['input'];
}>;


export type SamplesQuery = { __typename?: 'Query', samples: { __typename?: 'SampleList', totalCount: number, rows: Array<{ __typename?: 'Sample', id: string, createdAt: string, purpose?: Types.SamplePurpose | null, unknownPurpose?: string | null, status?: Types.SampleStatus | null, unknownStatus?: string | null, shipmentStatus?: Types.ShipmentStatus | null, unknownShipmentStatus?: string | null, testerStatus?: Types.TesterStatus | null, unknownTesterStatus?: string | null, phoneNumber?: string | null, trackingCode?: string | null, shipmentDate?: string | null, memo?: string | null, totalQuantity: number, recipient?: { __typename?: 'SampleRecipient', type: Types.RecipientType, id: string, fullName: string, companyName?: string | null, phoneNumber?: string | null } | null, shippingAddress: { __typename?: 'ShippingAddress', address?: string | null, postalCode?: string | null, city?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, province?: { __typename?: 'Province', id: string, name: string } | null }, shipFrom?: { __typename?: 'Warehouse', id: string, name: string } | null, courier?: { __typename?: 'Courier', id: string, company: string } | null, lines: Array<{ __typename?: 'SampleLine', id: string, productId: string, productName: string, sku?: string | null, quantity: number }> }> } };

export type SampleListChoicesQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type SampleListChoicesQuery = { __typename?: 'Query', warehouses: { __typename?: 'WarehouseList', rows: Array<{ __typename?: 'Warehouse', id: string, name: string }> } };

export type SampleDetailQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type SampleDetailQuery = { __typename?: 'Query', sample: { __typename?: 'Sample', id: string, createdAt: string, purpose?: Types.SamplePurpose | null, unknownPurpose?: string | null, status?: Types.SampleStatus | null, unknownStatus?: string | null, shipmentStatus?: Types.ShipmentStatus | null, unknownShipmentStatus?: string | null, testerStatus?: Types.TesterStatus | null, unknownTesterStatus?: string | null, phoneNumber?: string | null, trackingCode?: string | null, shipmentDate?: string | null, memo?: string | null, totalQuantity: number, recipient?: { __typename?: 'SampleRecipient', type: Types.RecipientType, id: string, fullName: string, companyName?: string | null, phoneNumber?: string | null } | null, shippingAddress: { __typename?: 'ShippingAddress', address?: string | null, postalCode?: string | null, city?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, province?: { __typename?: 'Province', id: string, name: string } | null }, shipFrom?: { __typename?: 'Warehouse', id: string, name: string, city?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null, province: { __typename?: 'Province', id: string, name: string } } | null } | null, courier?: { __typename?: 'Courier', id: string, company: string } | null, lines: Array<{ __typename?: 'SampleLine', id: string, productId: string, productName: string, sku?: string | null, quantity: number }> }, couriers: Array<{ __typename?: 'Courier', id: string, company: string }> };

export type SampleLabelFragment = { __typename?: 'Sample', id: string, shipFrom?: { __typename?: 'Warehouse', id: string, name: string, city?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null, province: { __typename?: 'Province', id: string, name: string } } | null } | null };

export type SampleFormQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type SampleFormQuery = { __typename?: 'Query', sample: { __typename?: 'Sample', id: string, purpose?: Types.SamplePurpose | null, unknownPurpose?: string | null, shipmentStatus?: Types.ShipmentStatus | null, unknownShipmentStatus?: string | null, phoneNumber?: string | null, shipmentDate?: string | null, memo?: string | null, recipient?: { __typename?: 'SampleRecipient', type: Types.RecipientType, id: string } | null, shippingAddress: { __typename?: 'ShippingAddress', address?: string | null, postalCode?: string | null, city?: { __typename?: 'City', id: string, provinceId: string } | null, province?: { __typename?: 'Province', id: string } | null }, shipFrom?: { __typename?: 'Warehouse', id: string } | null, courier?: { __typename?: 'Courier', id: string } | null, lines: Array<{ __typename?: 'SampleLine', id: string, productId: string, quantity: number }> } };

export type SampleFormChoicesQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type SampleFormChoicesQuery = { __typename?: 'Query', warehouses: { __typename?: 'WarehouseList', rows: Array<{ __typename?: 'Warehouse', id: string, name: string, active: boolean }> }, couriers: Array<{ __typename?: 'Courier', id: string, company: string }> };

export type SampleCustomerContactQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type SampleCustomerContactQuery = { __typename?: 'Query', customer: { __typename?: 'Customer', id: string, phoneNumber?: string | null, shippingAddress?: string | null, postalCode?: string | null, province?: { __typename?: 'Province', id: string } | null, city?: { __typename?: 'City', id: string, provinceId: string } | null } };

export type SampleVendorContactQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type SampleVendorContactQuery = { __typename?: 'Query', vendor: { __typename?: 'Vendor', id: string, phoneNumber?: string | null, address?: string | null, postalCode?: string | null, province?: { __typename?: 'Province', id: string } | null, city?: { __typename?: 'City', id: string, provinceId: string } | null } };

export type CreateSampleMutationVariables = Types.Exact<{
  input: Types.SampleInput;
}>;


export type CreateSampleMutation = { __typename?: 'Mutation', createSample?: { __typename?: 'Sample', id: string, createdAt: string, purpose?: Types.SamplePurpose | null, unknownPurpose?: string | null, status?: Types.SampleStatus | null, unknownStatus?: string | null, shipmentStatus?: Types.ShipmentStatus | null, unknownShipmentStatus?: string | null, testerStatus?: Types.TesterStatus | null, unknownTesterStatus?: string | null, phoneNumber?: string | null, trackingCode?: string | null, shipmentDate?: string | null, memo?: string | null, totalQuantity: number, recipient?: { __typename?: 'SampleRecipient', type: Types.RecipientType, id: string, fullName: string, companyName?: string | null, phoneNumber?: string | null } | null, shippingAddress: { __typename?: 'ShippingAddress', address?: string | null, postalCode?: string | null, city?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, province?: { __typename?: 'Province', id: string, name: string } | null }, shipFrom?: { __typename?: 'Warehouse', id: string, name: string } | null, courier?: { __typename?: 'Courier', id: string, company: string } | null, lines: Array<{ __typename?: 'SampleLine', id: string, productId: string, productName: string, sku?: string | null, quantity: number }> } | null };

export type UpdateSampleMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
  input: Types.SampleInput;
}>;


export type UpdateSampleMutation = { __typename?: 'Mutation', updateSample: { __typename?: 'SampleSaveResult', message: string, sample: { __typename?: 'Sample', id: string, createdAt: string, purpose?: Types.SamplePurpose | null, unknownPurpose?: string | null, status?: Types.SampleStatus | null, unknownStatus?: string | null, shipmentStatus?: Types.ShipmentStatus | null, unknownShipmentStatus?: string | null, testerStatus?: Types.TesterStatus | null, unknownTesterStatus?: string | null, phoneNumber?: string | null, trackingCode?: string | null, shipmentDate?: string | null, memo?: string | null, totalQuantity: number, recipient?: { __typename?: 'SampleRecipient', type: Types.RecipientType, id: string, fullName: string, companyName?: string | null, phoneNumber?: string | null } | null, shippingAddress: { __typename?: 'ShippingAddress', address?: string | null, postalCode?: string | null, city?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, province?: { __typename?: 'Province', id: string, name: string } | null }, shipFrom?: { __typename?: 'Warehouse', id: string, name: string } | null, courier?: { __typename?: 'Courier', id: string, company: string } | null, lines: Array<{ __typename?: 'SampleLine', id: string, productId: string, productName: string, sku?: string | null, quantity: number }> } } };

export type UpdateSampleShippingMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
  input: Types.SampleShippingInput;
}>;


export type UpdateSampleShippingMutation = { __typename?: 'Mutation', updateSampleShipping: { __typename?: 'SampleSaveResult', message: string, sample: { __typename?: 'Sample', id: string, createdAt: string, purpose?: Types.SamplePurpose | null, unknownPurpose?: string | null, status?: Types.SampleStatus | null, unknownStatus?: string | null, shipmentStatus?: Types.ShipmentStatus | null, unknownShipmentStatus?: string | null, testerStatus?: Types.TesterStatus | null, unknownTesterStatus?: string | null, phoneNumber?: string | null, trackingCode?: string | null, shipmentDate?: string | null, memo?: string | null, totalQuantity: number, recipient?: { __typename?: 'SampleRecipient', type: Types.RecipientType, id: string, fullName: string, companyName?: string | null, phoneNumber?: string | null } | null, shippingAddress: { __typename?: 'ShippingAddress', address?: string | null, postalCode?: string | null, city?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, province?: { __typename?: 'Province', id: string, name: string } | null }, shipFrom?: { __typename?: 'Warehouse', id: string, name: string } | null, courier?: { __typename?: 'Courier', id: string, company: string } | null, lines: Array<{ __typename?: 'SampleLine', id: string, productId: string, productName: string, sku?: string | null, quantity: number }> } } };

export type GenerateSampleShippingLabelMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type GenerateSampleShippingLabelMutation = { __typename?: 'Mutation', generateSampleShippingLabel: { __typename?: 'Sample', id: string, createdAt: string, purpose?: Types.SamplePurpose | null, unknownPurpose?: string | null, status?: Types.SampleStatus | null, unknownStatus?: string | null, shipmentStatus?: Types.ShipmentStatus | null, unknownShipmentStatus?: string | null, testerStatus?: Types.TesterStatus | null, unknownTesterStatus?: string | null, phoneNumber?: string | null, trackingCode?: string | null, shipmentDate?: string | null, memo?: string | null, totalQuantity: number, recipient?: { __typename?: 'SampleRecipient', type: Types.RecipientType, id: string, fullName: string, companyName?: string | null, phoneNumber?: string | null } | null, shippingAddress: { __typename?: 'ShippingAddress', address?: string | null, postalCode?: string | null, city?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, province?: { __typename?: 'Province', id: string, name: string } | null }, shipFrom?: { __typename?: 'Warehouse', id: string, name: string, city?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null, province: { __typename?: 'Province', id: string, name: string } } | null } | null, courier?: { __typename?: 'Courier', id: string, company: string } | null, lines: Array<{ __typename?: 'SampleLine', id: string, productId: string, productName: string, sku?: string | null, quantity: number }> } };

export const SampleLabelFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SampleLabel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sample"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode;
export const SamplesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Samples"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SampleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SampleSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"samples"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"desc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SampleRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SampleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sample"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownShipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"testerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownTesterStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}}]}}]} as unknown as DocumentNode;

/**
 * __useSamplesQuery__
 *
 * To run a query within a React component, call `useSamplesQuery` and pass it any options that fit your needs.
 * When your component renders, `useSamplesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSamplesQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      sortBy: // value for 'sortBy'
 *      desc: // value for 'desc'
 *   },
 * });
 */
export function useSamplesQuery(baseOptions: Apollo.QueryHookOptions<SamplesQuery, SamplesQueryVariables> & ({ variables: SamplesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SamplesQuery, SamplesQueryVariables>(SamplesDocument, options);
      }
export function useSamplesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SamplesQuery, SamplesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SamplesQuery, SamplesQueryVariables>(SamplesDocument, options);
        }
// @ts-ignore
export function useSamplesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SamplesQuery, SamplesQueryVariables>): Apollo.UseSuspenseQueryResult<SamplesQuery, SamplesQueryVariables>;
export function useSamplesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SamplesQuery, SamplesQueryVariables>): Apollo.UseSuspenseQueryResult<SamplesQuery | undefined, SamplesQueryVariables>;
export function useSamplesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SamplesQuery, SamplesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SamplesQuery, SamplesQueryVariables>(SamplesDocument, options);
        }
export type SamplesQueryHookResult = ReturnType<typeof useSamplesQuery>;
export type SamplesLazyQueryHookResult = ReturnType<typeof useSamplesLazyQuery>;
export type SamplesSuspenseQueryHookResult = ReturnType<typeof useSamplesSuspenseQuery>;
export type SamplesQueryResult = Apollo.QueryResult<SamplesQuery, SamplesQueryVariables>;
export const SampleListChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SampleListChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSampleListChoicesQuery__
 *
 * To run a query within a React component, call `useSampleListChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useSampleListChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSampleListChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useSampleListChoicesQuery(baseOptions?: Apollo.QueryHookOptions<SampleListChoicesQuery, SampleListChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SampleListChoicesQuery, SampleListChoicesQueryVariables>(SampleListChoicesDocument, options);
      }
export function useSampleListChoicesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SampleListChoicesQuery, SampleListChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SampleListChoicesQuery, SampleListChoicesQueryVariables>(SampleListChoicesDocument, options);
        }
// @ts-ignore
export function useSampleListChoicesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SampleListChoicesQuery, SampleListChoicesQueryVariables>): Apollo.UseSuspenseQueryResult<SampleListChoicesQuery, SampleListChoicesQueryVariables>;
export function useSampleListChoicesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SampleListChoicesQuery, SampleListChoicesQueryVariables>): Apollo.UseSuspenseQueryResult<SampleListChoicesQuery | undefined, SampleListChoicesQueryVariables>;
export function useSampleListChoicesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SampleListChoicesQuery, SampleListChoicesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SampleListChoicesQuery, SampleListChoicesQueryVariables>(SampleListChoicesDocument, options);
        }
export type SampleListChoicesQueryHookResult = ReturnType<typeof useSampleListChoicesQuery>;
export type SampleListChoicesLazyQueryHookResult = ReturnType<typeof useSampleListChoicesLazyQuery>;
export type SampleListChoicesSuspenseQueryHookResult = ReturnType<typeof useSampleListChoicesSuspenseQuery>;
export type SampleListChoicesQueryResult = Apollo.QueryResult<SampleListChoicesQuery, SampleListChoicesQueryVariables>;
export const SampleDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SampleDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sample"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SampleRow"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SampleLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couriers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SampleLabel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sample"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SampleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sample"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownShipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"testerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownTesterStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}}]}}]} as unknown as DocumentNode;

/**
 * __useSampleDetailQuery__
 *
 * To run a query within a React component, call `useSampleDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useSampleDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSampleDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSampleDetailQuery(baseOptions: Apollo.QueryHookOptions<SampleDetailQuery, SampleDetailQueryVariables> & ({ variables: SampleDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SampleDetailQuery, SampleDetailQueryVariables>(SampleDetailDocument, options);
      }
export function useSampleDetailLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SampleDetailQuery, SampleDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SampleDetailQuery, SampleDetailQueryVariables>(SampleDetailDocument, options);
        }
// @ts-ignore
export function useSampleDetailSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SampleDetailQuery, SampleDetailQueryVariables>): Apollo.UseSuspenseQueryResult<SampleDetailQuery, SampleDetailQueryVariables>;
export function useSampleDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SampleDetailQuery, SampleDetailQueryVariables>): Apollo.UseSuspenseQueryResult<SampleDetailQuery | undefined, SampleDetailQueryVariables>;
export function useSampleDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SampleDetailQuery, SampleDetailQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SampleDetailQuery, SampleDetailQueryVariables>(SampleDetailDocument, options);
        }
export type SampleDetailQueryHookResult = ReturnType<typeof useSampleDetailQuery>;
export type SampleDetailLazyQueryHookResult = ReturnType<typeof useSampleDetailLazyQuery>;
export type SampleDetailSuspenseQueryHookResult = ReturnType<typeof useSampleDetailSuspenseQuery>;
export type SampleDetailQueryResult = Apollo.QueryResult<SampleDetailQuery, SampleDetailQueryVariables>;
export const SampleFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SampleForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sample"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownShipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSampleFormQuery__
 *
 * To run a query within a React component, call `useSampleFormQuery` and pass it any options that fit your needs.
 * When your component renders, `useSampleFormQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSampleFormQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSampleFormQuery(baseOptions: Apollo.QueryHookOptions<SampleFormQuery, SampleFormQueryVariables> & ({ variables: SampleFormQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SampleFormQuery, SampleFormQueryVariables>(SampleFormDocument, options);
      }
export function useSampleFormLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SampleFormQuery, SampleFormQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SampleFormQuery, SampleFormQueryVariables>(SampleFormDocument, options);
        }
// @ts-ignore
export function useSampleFormSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SampleFormQuery, SampleFormQueryVariables>): Apollo.UseSuspenseQueryResult<SampleFormQuery, SampleFormQueryVariables>;
export function useSampleFormSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SampleFormQuery, SampleFormQueryVariables>): Apollo.UseSuspenseQueryResult<SampleFormQuery | undefined, SampleFormQueryVariables>;
export function useSampleFormSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SampleFormQuery, SampleFormQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SampleFormQuery, SampleFormQueryVariables>(SampleFormDocument, options);
        }
export type SampleFormQueryHookResult = ReturnType<typeof useSampleFormQuery>;
export type SampleFormLazyQueryHookResult = ReturnType<typeof useSampleFormLazyQuery>;
export type SampleFormSuspenseQueryHookResult = ReturnType<typeof useSampleFormSuspenseQuery>;
export type SampleFormQueryResult = Apollo.QueryResult<SampleFormQuery, SampleFormQueryVariables>;
export const SampleFormChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SampleFormChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"couriers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSampleFormChoicesQuery__
 *
 * To run a query within a React component, call `useSampleFormChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useSampleFormChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSampleFormChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function useSampleFormChoicesQuery(baseOptions?: Apollo.QueryHookOptions<SampleFormChoicesQuery, SampleFormChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SampleFormChoicesQuery, SampleFormChoicesQueryVariables>(SampleFormChoicesDocument, options);
      }
export function useSampleFormChoicesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SampleFormChoicesQuery, SampleFormChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SampleFormChoicesQuery, SampleFormChoicesQueryVariables>(SampleFormChoicesDocument, options);
        }
// @ts-ignore
export function useSampleFormChoicesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SampleFormChoicesQuery, SampleFormChoicesQueryVariables>): Apollo.UseSuspenseQueryResult<SampleFormChoicesQuery, SampleFormChoicesQueryVariables>;
export function useSampleFormChoicesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SampleFormChoicesQuery, SampleFormChoicesQueryVariables>): Apollo.UseSuspenseQueryResult<SampleFormChoicesQuery | undefined, SampleFormChoicesQueryVariables>;
export function useSampleFormChoicesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SampleFormChoicesQuery, SampleFormChoicesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SampleFormChoicesQuery, SampleFormChoicesQueryVariables>(SampleFormChoicesDocument, options);
        }
export type SampleFormChoicesQueryHookResult = ReturnType<typeof useSampleFormChoicesQuery>;
export type SampleFormChoicesLazyQueryHookResult = ReturnType<typeof useSampleFormChoicesLazyQuery>;
export type SampleFormChoicesSuspenseQueryHookResult = ReturnType<typeof useSampleFormChoicesSuspenseQuery>;
export type SampleFormChoicesQueryResult = Apollo.QueryResult<SampleFormChoicesQuery, SampleFormChoicesQueryVariables>;
export const SampleCustomerContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SampleCustomerContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSampleCustomerContactQuery__
 *
 * To run a query within a React component, call `useSampleCustomerContactQuery` and pass it any options that fit your needs.
 * When your component renders, `useSampleCustomerContactQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSampleCustomerContactQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSampleCustomerContactQuery(baseOptions: Apollo.QueryHookOptions<SampleCustomerContactQuery, SampleCustomerContactQueryVariables> & ({ variables: SampleCustomerContactQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SampleCustomerContactQuery, SampleCustomerContactQueryVariables>(SampleCustomerContactDocument, options);
      }
export function useSampleCustomerContactLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SampleCustomerContactQuery, SampleCustomerContactQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SampleCustomerContactQuery, SampleCustomerContactQueryVariables>(SampleCustomerContactDocument, options);
        }
// @ts-ignore
export function useSampleCustomerContactSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SampleCustomerContactQuery, SampleCustomerContactQueryVariables>): Apollo.UseSuspenseQueryResult<SampleCustomerContactQuery, SampleCustomerContactQueryVariables>;
export function useSampleCustomerContactSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SampleCustomerContactQuery, SampleCustomerContactQueryVariables>): Apollo.UseSuspenseQueryResult<SampleCustomerContactQuery | undefined, SampleCustomerContactQueryVariables>;
export function useSampleCustomerContactSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SampleCustomerContactQuery, SampleCustomerContactQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SampleCustomerContactQuery, SampleCustomerContactQueryVariables>(SampleCustomerContactDocument, options);
        }
export type SampleCustomerContactQueryHookResult = ReturnType<typeof useSampleCustomerContactQuery>;
export type SampleCustomerContactLazyQueryHookResult = ReturnType<typeof useSampleCustomerContactLazyQuery>;
export type SampleCustomerContactSuspenseQueryHookResult = ReturnType<typeof useSampleCustomerContactSuspenseQuery>;
export type SampleCustomerContactQueryResult = Apollo.QueryResult<SampleCustomerContactQuery, SampleCustomerContactQueryVariables>;
export const SampleVendorContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SampleVendorContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSampleVendorContactQuery__
 *
 * To run a query within a React component, call `useSampleVendorContactQuery` and pass it any options that fit your needs.
 * When your component renders, `useSampleVendorContactQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSampleVendorContactQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSampleVendorContactQuery(baseOptions: Apollo.QueryHookOptions<SampleVendorContactQuery, SampleVendorContactQueryVariables> & ({ variables: SampleVendorContactQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SampleVendorContactQuery, SampleVendorContactQueryVariables>(SampleVendorContactDocument, options);
      }
export function useSampleVendorContactLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SampleVendorContactQuery, SampleVendorContactQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SampleVendorContactQuery, SampleVendorContactQueryVariables>(SampleVendorContactDocument, options);
        }
// @ts-ignore
export function useSampleVendorContactSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SampleVendorContactQuery, SampleVendorContactQueryVariables>): Apollo.UseSuspenseQueryResult<SampleVendorContactQuery, SampleVendorContactQueryVariables>;
export function useSampleVendorContactSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SampleVendorContactQuery, SampleVendorContactQueryVariables>): Apollo.UseSuspenseQueryResult<SampleVendorContactQuery | undefined, SampleVendorContactQueryVariables>;
export function useSampleVendorContactSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SampleVendorContactQuery, SampleVendorContactQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SampleVendorContactQuery, SampleVendorContactQueryVariables>(SampleVendorContactDocument, options);
        }
export type SampleVendorContactQueryHookResult = ReturnType<typeof useSampleVendorContactQuery>;
export type SampleVendorContactLazyQueryHookResult = ReturnType<typeof useSampleVendorContactLazyQuery>;
export type SampleVendorContactSuspenseQueryHookResult = ReturnType<typeof useSampleVendorContactSuspenseQuery>;
export type SampleVendorContactQueryResult = Apollo.QueryResult<SampleVendorContactQuery, SampleVendorContactQueryVariables>;
export const CreateSampleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSample"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SampleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSample"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SampleRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SampleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sample"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownShipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"testerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownTesterStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}}]}}]} as unknown as DocumentNode;
export type CreateSampleMutationFn = Apollo.MutationFunction<CreateSampleMutation, CreateSampleMutationVariables>;

/**
 * __useCreateSampleMutation__
 *
 * To run a mutation, you first call `useCreateSampleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSampleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSampleMutation, { data, loading, error }] = useCreateSampleMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSampleMutation(baseOptions?: Apollo.MutationHookOptions<CreateSampleMutation, CreateSampleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateSampleMutation, CreateSampleMutationVariables>(CreateSampleDocument, options);
      }
export type CreateSampleMutationHookResult = ReturnType<typeof useCreateSampleMutation>;
export type CreateSampleMutationResult = Apollo.MutationResult<CreateSampleMutation>;
export type CreateSampleMutationOptions = Apollo.BaseMutationOptions<CreateSampleMutation, CreateSampleMutationVariables>;
export const UpdateSampleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSample"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SampleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSample"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sample"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SampleRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SampleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sample"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownShipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"testerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownTesterStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}}]}}]} as unknown as DocumentNode;
export type UpdateSampleMutationFn = Apollo.MutationFunction<UpdateSampleMutation, UpdateSampleMutationVariables>;

/**
 * __useUpdateSampleMutation__
 *
 * To run a mutation, you first call `useUpdateSampleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSampleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSampleMutation, { data, loading, error }] = useUpdateSampleMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSampleMutation(baseOptions?: Apollo.MutationHookOptions<UpdateSampleMutation, UpdateSampleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateSampleMutation, UpdateSampleMutationVariables>(UpdateSampleDocument, options);
      }
export type UpdateSampleMutationHookResult = ReturnType<typeof useUpdateSampleMutation>;
export type UpdateSampleMutationResult = Apollo.MutationResult<UpdateSampleMutation>;
export type UpdateSampleMutationOptions = Apollo.BaseMutationOptions<UpdateSampleMutation, UpdateSampleMutationVariables>;
export const UpdateSampleShippingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSampleShipping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SampleShippingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSampleShipping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sample"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SampleRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SampleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sample"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownShipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"testerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownTesterStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}}]}}]} as unknown as DocumentNode;
export type UpdateSampleShippingMutationFn = Apollo.MutationFunction<UpdateSampleShippingMutation, UpdateSampleShippingMutationVariables>;

/**
 * __useUpdateSampleShippingMutation__
 *
 * To run a mutation, you first call `useUpdateSampleShippingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSampleShippingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSampleShippingMutation, { data, loading, error }] = useUpdateSampleShippingMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSampleShippingMutation(baseOptions?: Apollo.MutationHookOptions<UpdateSampleShippingMutation, UpdateSampleShippingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateSampleShippingMutation, UpdateSampleShippingMutationVariables>(UpdateSampleShippingDocument, options);
      }
export type UpdateSampleShippingMutationHookResult = ReturnType<typeof useUpdateSampleShippingMutation>;
export type UpdateSampleShippingMutationResult = Apollo.MutationResult<UpdateSampleShippingMutation>;
export type UpdateSampleShippingMutationOptions = Apollo.BaseMutationOptions<UpdateSampleShippingMutation, UpdateSampleShippingMutationVariables>;
export const GenerateSampleShippingLabelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateSampleShippingLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateSampleShippingLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SampleRow"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SampleLabel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SampleLabel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sample"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SampleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sample"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownShipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"testerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownTesterStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}}]}}]} as unknown as DocumentNode;
export type GenerateSampleShippingLabelMutationFn = Apollo.MutationFunction<GenerateSampleShippingLabelMutation, GenerateSampleShippingLabelMutationVariables>;

/**
 * __useGenerateSampleShippingLabelMutation__
 *
 * To run a mutation, you first call `useGenerateSampleShippingLabelMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useGenerateSampleShippingLabelMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [generateSampleShippingLabelMutation, { data, loading, error }] = useGenerateSampleShippingLabelMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useGenerateSampleShippingLabelMutation(baseOptions?: Apollo.MutationHookOptions<GenerateSampleShippingLabelMutation, GenerateSampleShippingLabelMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<GenerateSampleShippingLabelMutation, GenerateSampleShippingLabelMutationVariables>(GenerateSampleShippingLabelDocument, options);
      }
export type GenerateSampleShippingLabelMutationHookResult = ReturnType<typeof useGenerateSampleShippingLabelMutation>;
export type GenerateSampleShippingLabelMutationResult = Apollo.MutationResult<GenerateSampleShippingLabelMutation>;
export type GenerateSampleShippingLabelMutationOptions = Apollo.BaseMutationOptions<GenerateSampleShippingLabelMutation, GenerateSampleShippingLabelMutationVariables>;