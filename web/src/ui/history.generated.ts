import type * as Types from '../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type HistoryEntryRowFragment = { __typename?: 'HistoryEntry', id: string, at: string, staffName: string, staffId: string, operation: string, recordType: Types.HistoryRecordType, recordId?: string | null, outcome: string, changes: Array<{ __typename?: 'HistoryFieldChange', field: string, before?: string | null, after?: string | null }> };

export type RecordHistoryQueryVariables = Types.Exact<{
  recordType: Types.HistoryRecordType;
  recordId: Types.Scalars['ID']['input'];
  page: Types.Scalars['Int']['input'];
  perPage: Types.Scalars['Int']['input'];
}>;


export type RecordHistoryQuery = { __typename?: 'Query', history: { __typename?: 'HistoryEntryList', totalCount: number, totalCountExact: boolean, rows: Array<{ __typename?: 'HistoryEntry', id: string, at: string, staffName: string, staffId: string, operation: string, recordType: Types.HistoryRecordType, recordId?: string | null, outcome: string, changes: Array<{ __typename?: 'HistoryFieldChange', field: string, before?: string | null, after?: string | null }> }> } };

export const HistoryEntryRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"staffId"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode;
export const RecordHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryRecordType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recordType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordType"}}},{"kind":"Argument","name":{"kind":"Name","value":"recordId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountExact"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"staffId"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRecordHistoryQuery__
 *
 * To run a query within a React component, call `useRecordHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useRecordHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRecordHistoryQuery({
 *   variables: {
 *      recordType: // value for 'recordType'
 *      recordId: // value for 'recordId'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *   },
 * });
 */
export function useRecordHistoryQuery(baseOptions: Apollo.QueryHookOptions<RecordHistoryQuery, RecordHistoryQueryVariables> & ({ variables: RecordHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RecordHistoryQuery, RecordHistoryQueryVariables>(RecordHistoryDocument, options);
      }
export function useRecordHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RecordHistoryQuery, RecordHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RecordHistoryQuery, RecordHistoryQueryVariables>(RecordHistoryDocument, options);
        }
// @ts-ignore
export function useRecordHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RecordHistoryQuery, RecordHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<RecordHistoryQuery, RecordHistoryQueryVariables>;
export function useRecordHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RecordHistoryQuery, RecordHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<RecordHistoryQuery | undefined, RecordHistoryQueryVariables>;
export function useRecordHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RecordHistoryQuery, RecordHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RecordHistoryQuery, RecordHistoryQueryVariables>(RecordHistoryDocument, options);
        }
export type RecordHistoryQueryHookResult = ReturnType<typeof useRecordHistoryQuery>;
export type RecordHistoryLazyQueryHookResult = ReturnType<typeof useRecordHistoryLazyQuery>;
export type RecordHistorySuspenseQueryHookResult = ReturnType<typeof useRecordHistorySuspenseQuery>;
export type RecordHistoryQueryResult = Apollo.QueryResult<RecordHistoryQuery, RecordHistoryQueryVariables>;