import type * as Types from '../../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type DeliveryFeeRowFragment = { __typename?: 'DeliveryFee', id: string, serviceName: string, deliveryType?: Types.DeliveryType | null, unknownDeliveryType?: string | null, fee: number, unitFee: number, active: boolean, courier: { __typename?: 'Courier', id: string, company: string }, origin?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, destination?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null };

export type DeliveryFeeDetailFragment = { __typename?: 'DeliveryFee', trackingWebsite: string, id: string, serviceName: string, deliveryType?: Types.DeliveryType | null, unknownDeliveryType?: string | null, fee: number, unitFee: number, active: boolean, origin?: { __typename?: 'City', provinceId: string, id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, destination?: { __typename?: 'City', provinceId: string, id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, courier: { __typename?: 'Courier', id: string, company: string } };

export type DeliveryFeesQueryVariables = Types.Exact<{
  page: Types.Scalars['Int']['input'];
  perPage: Types.Scalars['Int']['input'];
  sortBy: Types.DeliveryFeeSortField;
  desc: Types.Scalars['Boolean']['input'];
}>;


export type DeliveryFeesQuery = { __typename?: 'Query', deliveryFees: { __typename?: 'DeliveryFeeList', totalCount: number, rows: Array<{ __typename?: 'DeliveryFee', id: string, serviceName: string, deliveryType?: Types.DeliveryType | null, unknownDeliveryType?: string | null, fee: number, unitFee: number, active: boolean, courier: { __typename?: 'Courier', id: string, company: string }, origin?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, destination?: { __typename?: 'City', id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null }> } };

export type DeliveryFeeQueryVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type DeliveryFeeQuery = { __typename?: 'Query', deliveryFee: { __typename?: 'DeliveryFee', trackingWebsite: string, id: string, serviceName: string, deliveryType?: Types.DeliveryType | null, unknownDeliveryType?: string | null, fee: number, unitFee: number, active: boolean, origin?: { __typename?: 'City', provinceId: string, id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, destination?: { __typename?: 'City', provinceId: string, id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, courier: { __typename?: 'Courier', id: string, company: string } } };

export type CourierCompaniesQueryVariables = Types.Exact<{ [key: string]: never; }>;


export type CourierCompaniesQuery = { __typename?: 'Query', couriers: Array<{ __typename?: 'Courier', id: string, company: string }> };

export type CreateDeliveryFeeMutationVariables = Types.Exact<{
  input: Types.DeliveryFeeInput;
}>;


export type CreateDeliveryFeeMutation = { __typename?: 'Mutation', createDeliveryFee?: { __typename?: 'DeliveryFee', trackingWebsite: string, id: string, serviceName: string, deliveryType?: Types.DeliveryType | null, unknownDeliveryType?: string | null, fee: number, unitFee: number, active: boolean, origin?: { __typename?: 'City', provinceId: string, id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, destination?: { __typename?: 'City', provinceId: string, id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, courier: { __typename?: 'Courier', id: string, company: string } } | null };

export type UpdateDeliveryFeeMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
  input: Types.DeliveryFeeInput;
}>;


export type UpdateDeliveryFeeMutation = { __typename?: 'Mutation', updateDeliveryFee: { __typename?: 'DeliveryFee', trackingWebsite: string, id: string, serviceName: string, deliveryType?: Types.DeliveryType | null, unknownDeliveryType?: string | null, fee: number, unitFee: number, active: boolean, origin?: { __typename?: 'City', provinceId: string, id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, destination?: { __typename?: 'City', provinceId: string, id: string, name: string, type?: Types.CityType | null, unknownType?: string | null } | null, courier: { __typename?: 'Courier', id: string, company: string } } };

export type SetDeliveryFeeActiveMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
  active: Types.Scalars['Boolean']['input'];
}>;


export type SetDeliveryFeeActiveMutation = { __typename?: 'Mutation', setDeliveryFeeActive: { __typename?: 'DeliveryFee', id: string, serviceName: string, active: boolean, courier: { __typename?: 'Courier', id: string, company: string } } };

export type DeleteDeliveryFeeMutationVariables = Types.Exact<{
  id: Types.Scalars['ID']['input'];
}>;


export type DeleteDeliveryFeeMutation = { __typename?: 'Mutation', deleteDeliveryFee: { __typename?: 'DeliveryFee', id: string, serviceName: string, courier: { __typename?: 'Courier', id: string, company: string } } };

export const DeliveryFeeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryFeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"unknownDeliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"unitFee"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}}]}}]} as unknown as DocumentNode;
export const DeliveryFeeDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryFeeDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryFeeRow"}},{"kind":"Field","name":{"kind":"Name","value":"trackingWebsite"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinceId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryFeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"unknownDeliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"unitFee"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}}]}}]} as unknown as DocumentNode;
export const DeliveryFeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryFees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFeeSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryFees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"desc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryFeeRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryFeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"unknownDeliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"unitFee"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeliveryFeesQuery__
 *
 * To run a query within a React component, call `useDeliveryFeesQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeliveryFeesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeliveryFeesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      sortBy: // value for 'sortBy'
 *      desc: // value for 'desc'
 *   },
 * });
 */
export function useDeliveryFeesQuery(baseOptions: Apollo.QueryHookOptions<DeliveryFeesQuery, DeliveryFeesQueryVariables> & ({ variables: DeliveryFeesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DeliveryFeesQuery, DeliveryFeesQueryVariables>(DeliveryFeesDocument, options);
      }
export function useDeliveryFeesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DeliveryFeesQuery, DeliveryFeesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DeliveryFeesQuery, DeliveryFeesQueryVariables>(DeliveryFeesDocument, options);
        }
// @ts-ignore
export function useDeliveryFeesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DeliveryFeesQuery, DeliveryFeesQueryVariables>): Apollo.UseSuspenseQueryResult<DeliveryFeesQuery, DeliveryFeesQueryVariables>;
export function useDeliveryFeesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliveryFeesQuery, DeliveryFeesQueryVariables>): Apollo.UseSuspenseQueryResult<DeliveryFeesQuery | undefined, DeliveryFeesQueryVariables>;
export function useDeliveryFeesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliveryFeesQuery, DeliveryFeesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DeliveryFeesQuery, DeliveryFeesQueryVariables>(DeliveryFeesDocument, options);
        }
export type DeliveryFeesQueryHookResult = ReturnType<typeof useDeliveryFeesQuery>;
export type DeliveryFeesLazyQueryHookResult = ReturnType<typeof useDeliveryFeesLazyQuery>;
export type DeliveryFeesSuspenseQueryHookResult = ReturnType<typeof useDeliveryFeesSuspenseQuery>;
export type DeliveryFeesQueryResult = Apollo.QueryResult<DeliveryFeesQuery, DeliveryFeesQueryVariables>;
export const DeliveryFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryFeeDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryFeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"unknownDeliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"unitFee"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryFeeDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryFeeRow"}},{"kind":"Field","name":{"kind":"Name","value":"trackingWebsite"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinceId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeliveryFeeQuery__
 *
 * To run a query within a React component, call `useDeliveryFeeQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeliveryFeeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeliveryFeeQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeliveryFeeQuery(baseOptions: Apollo.QueryHookOptions<DeliveryFeeQuery, DeliveryFeeQueryVariables> & ({ variables: DeliveryFeeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DeliveryFeeQuery, DeliveryFeeQueryVariables>(DeliveryFeeDocument, options);
      }
export function useDeliveryFeeLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DeliveryFeeQuery, DeliveryFeeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DeliveryFeeQuery, DeliveryFeeQueryVariables>(DeliveryFeeDocument, options);
        }
// @ts-ignore
export function useDeliveryFeeSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DeliveryFeeQuery, DeliveryFeeQueryVariables>): Apollo.UseSuspenseQueryResult<DeliveryFeeQuery, DeliveryFeeQueryVariables>;
export function useDeliveryFeeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliveryFeeQuery, DeliveryFeeQueryVariables>): Apollo.UseSuspenseQueryResult<DeliveryFeeQuery | undefined, DeliveryFeeQueryVariables>;
export function useDeliveryFeeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliveryFeeQuery, DeliveryFeeQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DeliveryFeeQuery, DeliveryFeeQueryVariables>(DeliveryFeeDocument, options);
        }
export type DeliveryFeeQueryHookResult = ReturnType<typeof useDeliveryFeeQuery>;
export type DeliveryFeeLazyQueryHookResult = ReturnType<typeof useDeliveryFeeLazyQuery>;
export type DeliveryFeeSuspenseQueryHookResult = ReturnType<typeof useDeliveryFeeSuspenseQuery>;
export type DeliveryFeeQueryResult = Apollo.QueryResult<DeliveryFeeQuery, DeliveryFeeQueryVariables>;
export const CourierCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourierCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couriers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCourierCompaniesQuery__
 *
 * To run a query within a React component, call `useCourierCompaniesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourierCompaniesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourierCompaniesQuery({
 *   variables: {
 *   },
 * });
 */
export function useCourierCompaniesQuery(baseOptions?: Apollo.QueryHookOptions<CourierCompaniesQuery, CourierCompaniesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CourierCompaniesQuery, CourierCompaniesQueryVariables>(CourierCompaniesDocument, options);
      }
export function useCourierCompaniesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CourierCompaniesQuery, CourierCompaniesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CourierCompaniesQuery, CourierCompaniesQueryVariables>(CourierCompaniesDocument, options);
        }
// @ts-ignore
export function useCourierCompaniesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CourierCompaniesQuery, CourierCompaniesQueryVariables>): Apollo.UseSuspenseQueryResult<CourierCompaniesQuery, CourierCompaniesQueryVariables>;
export function useCourierCompaniesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CourierCompaniesQuery, CourierCompaniesQueryVariables>): Apollo.UseSuspenseQueryResult<CourierCompaniesQuery | undefined, CourierCompaniesQueryVariables>;
export function useCourierCompaniesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CourierCompaniesQuery, CourierCompaniesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CourierCompaniesQuery, CourierCompaniesQueryVariables>(CourierCompaniesDocument, options);
        }
export type CourierCompaniesQueryHookResult = ReturnType<typeof useCourierCompaniesQuery>;
export type CourierCompaniesLazyQueryHookResult = ReturnType<typeof useCourierCompaniesLazyQuery>;
export type CourierCompaniesSuspenseQueryHookResult = ReturnType<typeof useCourierCompaniesSuspenseQuery>;
export type CourierCompaniesQueryResult = Apollo.QueryResult<CourierCompaniesQuery, CourierCompaniesQueryVariables>;
export const CreateDeliveryFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDeliveryFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeliveryFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryFeeDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryFeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"unknownDeliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"unitFee"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryFeeDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryFeeRow"}},{"kind":"Field","name":{"kind":"Name","value":"trackingWebsite"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinceId"}}]}}]}}]} as unknown as DocumentNode;
export type CreateDeliveryFeeMutationFn = Apollo.MutationFunction<CreateDeliveryFeeMutation, CreateDeliveryFeeMutationVariables>;

/**
 * __useCreateDeliveryFeeMutation__
 *
 * To run a mutation, you first call `useCreateDeliveryFeeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateDeliveryFeeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createDeliveryFeeMutation, { data, loading, error }] = useCreateDeliveryFeeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateDeliveryFeeMutation(baseOptions?: Apollo.MutationHookOptions<CreateDeliveryFeeMutation, CreateDeliveryFeeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateDeliveryFeeMutation, CreateDeliveryFeeMutationVariables>(CreateDeliveryFeeDocument, options);
      }
export type CreateDeliveryFeeMutationHookResult = ReturnType<typeof useCreateDeliveryFeeMutation>;
export type CreateDeliveryFeeMutationResult = Apollo.MutationResult<CreateDeliveryFeeMutation>;
export type CreateDeliveryFeeMutationOptions = Apollo.BaseMutationOptions<CreateDeliveryFeeMutation, CreateDeliveryFeeMutationVariables>;
export const UpdateDeliveryFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDeliveryFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDeliveryFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryFeeDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryFeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"unknownDeliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"unitFee"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"unknownType"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryFeeDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryFeeRow"}},{"kind":"Field","name":{"kind":"Name","value":"trackingWebsite"}},{"kind":"Field","name":{"kind":"Name","value":"origin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provinceId"}}]}}]}}]} as unknown as DocumentNode;
export type UpdateDeliveryFeeMutationFn = Apollo.MutationFunction<UpdateDeliveryFeeMutation, UpdateDeliveryFeeMutationVariables>;

/**
 * __useUpdateDeliveryFeeMutation__
 *
 * To run a mutation, you first call `useUpdateDeliveryFeeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateDeliveryFeeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateDeliveryFeeMutation, { data, loading, error }] = useUpdateDeliveryFeeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateDeliveryFeeMutation(baseOptions?: Apollo.MutationHookOptions<UpdateDeliveryFeeMutation, UpdateDeliveryFeeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateDeliveryFeeMutation, UpdateDeliveryFeeMutationVariables>(UpdateDeliveryFeeDocument, options);
      }
export type UpdateDeliveryFeeMutationHookResult = ReturnType<typeof useUpdateDeliveryFeeMutation>;
export type UpdateDeliveryFeeMutationResult = Apollo.MutationResult<UpdateDeliveryFeeMutation>;
export type UpdateDeliveryFeeMutationOptions = Apollo.BaseMutationOptions<UpdateDeliveryFeeMutation, UpdateDeliveryFeeMutationVariables>;
export const SetDeliveryFeeActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDeliveryFeeActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDeliveryFeeActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode;
export type SetDeliveryFeeActiveMutationFn = Apollo.MutationFunction<SetDeliveryFeeActiveMutation, SetDeliveryFeeActiveMutationVariables>;

/**
 * __useSetDeliveryFeeActiveMutation__
 *
 * To run a mutation, you first call `useSetDeliveryFeeActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetDeliveryFeeActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setDeliveryFeeActiveMutation, { data, loading, error }] = useSetDeliveryFeeActiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      active: // value for 'active'
 *   },
 * });
 */
export function useSetDeliveryFeeActiveMutation(baseOptions?: Apollo.MutationHookOptions<SetDeliveryFeeActiveMutation, SetDeliveryFeeActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetDeliveryFeeActiveMutation, SetDeliveryFeeActiveMutationVariables>(SetDeliveryFeeActiveDocument, options);
      }
export type SetDeliveryFeeActiveMutationHookResult = ReturnType<typeof useSetDeliveryFeeActiveMutation>;
export type SetDeliveryFeeActiveMutationResult = Apollo.MutationResult<SetDeliveryFeeActiveMutation>;
export type SetDeliveryFeeActiveMutationOptions = Apollo.BaseMutationOptions<SetDeliveryFeeActiveMutation, SetDeliveryFeeActiveMutationVariables>;
export const DeleteDeliveryFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDeliveryFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDeliveryFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"courier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode;
export type DeleteDeliveryFeeMutationFn = Apollo.MutationFunction<DeleteDeliveryFeeMutation, DeleteDeliveryFeeMutationVariables>;

/**
 * __useDeleteDeliveryFeeMutation__
 *
 * To run a mutation, you first call `useDeleteDeliveryFeeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteDeliveryFeeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteDeliveryFeeMutation, { data, loading, error }] = useDeleteDeliveryFeeMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteDeliveryFeeMutation(baseOptions?: Apollo.MutationHookOptions<DeleteDeliveryFeeMutation, DeleteDeliveryFeeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteDeliveryFeeMutation, DeleteDeliveryFeeMutationVariables>(DeleteDeliveryFeeDocument, options);
      }
export type DeleteDeliveryFeeMutationHookResult = ReturnType<typeof useDeleteDeliveryFeeMutation>;
export type DeleteDeliveryFeeMutationResult = Apollo.MutationResult<DeleteDeliveryFeeMutation>;
export type DeleteDeliveryFeeMutationOptions = Apollo.BaseMutationOptions<DeleteDeliveryFeeMutation, DeleteDeliveryFeeMutationVariables>;