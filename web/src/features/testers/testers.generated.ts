import type * as Types from '../../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type TestersQueryVariables = Types.Exact<{
  filter?: Types.InputMaybe<Types.TesterFilter>;
  page: Types.Scalars['Int']['input'];
  perPage: Types.Scalars['Int']['input'];
  sortBy: Types.SampleSortField;
  desc: Types.Scalars['Boolean']['input'];
}>;


export type TestersQuery = { __typename?: 'Query', testers: { __typename?: 'SampleList', totalCount: number, rows: Array<{ __typename?: 'Sample', id: string, createdAt: string, purpose?: Types.SamplePurpose | null, unknownPurpose?: string | null, status?: Types.SampleStatus | null, unknownStatus?: string | null, shipmentStatus?: Types.ShipmentStatus | null, unknownShipmentStatus?: string | null, testerStatus?: Types.TesterStatus | null, unknownTesterStatus?: string | null, phoneNumber?: string | null, trackingCode?: string | null, shipmentDate?: string | null, memo?: string | null, totalQuantity: number, recipient?: { __typename?: 'SampleRecipient', type: Types.RecipientType, id: string, fullName: string, companyName?: string | null, phoneNumber?: string | null } | null, shippingAddress: { __typename?: 'ShippingAddress', address?: string | null, postalCode?: string | null, city?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, province?: { __typename?: 'Province', id: string, name: string } | null }, shipFrom?: { __typename?: 'Warehouse', id: string, name: string } | null, courier?: { __typename?: 'Courier', id: string, company: string } | null, lines: Array<{ __typename?: 'SampleLine', id: string, productId: string, productName: string, sku?: string | null, quantity: number }> }> } };

export type TesterQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type TesterQuery = { __typename?: 'Query', tester: { __typename?: 'Sample', id: string, createdAt: string, purpose?: Types.SamplePurpose | null, unknownPurpose?: string | null, status?: Types.SampleStatus | null, unknownStatus?: string | null, shipmentStatus?: Types.ShipmentStatus | null, unknownShipmentStatus?: string | null, testerStatus?: Types.TesterStatus | null, unknownTesterStatus?: string | null, phoneNumber?: string | null, trackingCode?: string | null, shipmentDate?: string | null, memo?: string | null, totalQuantity: number, recipient?: { __typename?: 'SampleRecipient', type: Types.RecipientType, id: string, fullName: string, companyName?: string | null, phoneNumber?: string | null } | null, shippingAddress: { __typename?: 'ShippingAddress', address?: string | null, postalCode?: string | null, city?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, province?: { __typename?: 'Province', id: string, name: string } | null }, shipFrom?: { __typename?: 'Warehouse', id: string, name: string } | null, courier?: { __typename?: 'Courier', id: string, company: string } | null, lines: Array<{ __typename?: 'SampleLine', id: string, productId: string, productName: string, sku?: string | null, quantity: number }> } };

export type SetTesterStatusMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
  status: Types.TesterStatus;
}>;


export type SetTesterStatusMutation = { __typename?: 'Mutation', setTesterStatus: { __typename?: 'SampleSaveResult', message: string, sample: { __typename?: 'Sample', id: string, createdAt: string, purpose?: Types.SamplePurpose | null, unknownPurpose?: string | null, status?: Types.SampleStatus | null, unknownStatus?: string | null, shipmentStatus?: Types.ShipmentStatus | null, unknownShipmentStatus?: string | null, testerStatus?: Types.TesterStatus | null, unknownTesterStatus?: string | null, phoneNumber?: string | null, trackingCode?: string | null, shipmentDate?: string | null, memo?: string | null, totalQuantity: number, recipient?: { __typename?: 'SampleRecipient', type: Types.RecipientType, id: string, fullName: string, companyName?: string | null, phoneNumber?: string | null } | null, shippingAddress: { __typename?: 'ShippingAddress', address?: string | null, postalCode?: string | null, city?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, province?: { __typename?: 'Province', id: string, name: string } | null }, shipFrom?: { __typename?: 'Warehouse', id: string, name: string } | null, courier?: { __typename?: 'Courier', id: string, company: string } | null, lines: Array<{ __typename?: 'SampleLine', id: string, productId: string, productName: string, sku?: string | null, quantity: number }> } } };


export const TestersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Testers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TesterFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SampleSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"desc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SampleRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SampleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sample"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownShipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"testerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownTesterStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}}]}}]} as unknown as DocumentNode;

/**
 * __useTestersQuery__
 *
 * To run a query within a React component, call `useTestersQuery` and pass it any options that fit your needs.
 * When your component renders, `useTestersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTestersQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      sortBy: // value for 'sortBy'
 *      desc: // value for 'desc'
 *   },
 * });
 */
export function useTestersQuery(baseOptions: Apollo.QueryHookOptions<TestersQuery, TestersQueryVariables> & ({ variables: TestersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TestersQuery, TestersQueryVariables>(TestersDocument, options);
      }
export function useTestersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TestersQuery, TestersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TestersQuery, TestersQueryVariables>(TestersDocument, options);
        }
// @ts-ignore
export function useTestersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TestersQuery, TestersQueryVariables>): Apollo.UseSuspenseQueryResult<TestersQuery, TestersQueryVariables>;
export function useTestersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TestersQuery, TestersQueryVariables>): Apollo.UseSuspenseQueryResult<TestersQuery | undefined, TestersQueryVariables>;
export function useTestersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TestersQuery, TestersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TestersQuery, TestersQueryVariables>(TestersDocument, options);
        }
export type TestersQueryHookResult = ReturnType<typeof useTestersQuery>;
export type TestersLazyQueryHookResult = ReturnType<typeof useTestersLazyQuery>;
export type TestersSuspenseQueryHookResult = ReturnType<typeof useTestersSuspenseQuery>;
export type TestersQueryResult = Apollo.QueryResult<TestersQuery, TestersQueryVariables>;
export const TesterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tester"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tester"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SampleRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SampleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sample"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownShipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"testerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownTesterStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}}]}}]} as unknown as DocumentNode;

/**
 * __useTesterQuery__
 *
 * To run a query within a React component, call `useTesterQuery` and pass it any options that fit your needs.
 * When your component renders, `useTesterQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTesterQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useTesterQuery(baseOptions: Apollo.QueryHookOptions<TesterQuery, TesterQueryVariables> & ({ variables: TesterQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TesterQuery, TesterQueryVariables>(TesterDocument, options);
      }
export function useTesterLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TesterQuery, TesterQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TesterQuery, TesterQueryVariables>(TesterDocument, options);
        }
// @ts-ignore
export function useTesterSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TesterQuery, TesterQueryVariables>): Apollo.UseSuspenseQueryResult<TesterQuery, TesterQueryVariables>;
export function useTesterSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TesterQuery, TesterQueryVariables>): Apollo.UseSuspenseQueryResult<TesterQuery | undefined, TesterQueryVariables>;
export function useTesterSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TesterQuery, TesterQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TesterQuery, TesterQueryVariables>(TesterDocument, options);
        }
export type TesterQueryHookResult = ReturnType<typeof useTesterQuery>;
export type TesterLazyQueryHookResult = ReturnType<typeof useTesterLazyQuery>;
export type TesterSuspenseQueryHookResult = ReturnType<typeof useTesterSuspenseQuery>;
export type TesterQueryResult = Apollo.QueryResult<TesterQuery, TesterQueryVariables>;
export const SetTesterStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTesterStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TesterStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTesterStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sample"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SampleRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SampleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sample"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unknownStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownShipmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"testerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"unknownTesterStatus"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"province"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}}]}}]} as unknown as DocumentNode;
export type SetTesterStatusMutationFn = Apollo.MutationFunction<SetTesterStatusMutation, SetTesterStatusMutationVariables>;

/**
 * __useSetTesterStatusMutation__
 *
 * To run a mutation, you first call `useSetTesterStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetTesterStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setTesterStatusMutation, { data, loading, error }] = useSetTesterStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useSetTesterStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetTesterStatusMutation, SetTesterStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetTesterStatusMutation, SetTesterStatusMutationVariables>(SetTesterStatusDocument, options);
      }
export type SetTesterStatusMutationHookResult = ReturnType<typeof useSetTesterStatusMutation>;
export type SetTesterStatusMutationResult = Apollo.MutationResult<SetTesterStatusMutation>;
export type SetTesterStatusMutationOptions = Apollo.BaseMutationOptions<SetTesterStatusMutation, SetTesterStatusMutationVariables>;