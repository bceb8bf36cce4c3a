import type * as Types from '../../generated/graphql.js';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type NewsletterSubscribersQueryVariables = Types.Exact<{
  search?: Types.InputMaybe<Types.Scalars['String']['input']>;
  page: Types.Scalars['Int']['input'];
  perPage: Types.Scalars['Int']['input'];
  sortBy: Types.NewsletterSubscriberSortField;
  desc: Types.Scalars['Boolean']['input'];
}>;


export type NewsletterSubscribersQuery = { __typename?: 'Query', newsletterSubscribers: { __typename?: 'NewsletterSubscriberList', totalCount: number, rows: Array<{ __typename?: 'NewsletterSubscriber', id: string, email: string, createdAt: string }> } };


export const NewsletterSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSubscriberSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"desc"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"desc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"desc"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNewsletterSubscribersQuery__
 *
 * To run a query within a React component, call `useNewsletterSubscribersQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewsletterSubscribersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewsletterSubscribersQuery({
 *   variables: {
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      sortBy: // value for 'sortBy'
 *      desc: // value for 'desc'
 *   },
 * });
 */
export function useNewsletterSubscribersQuery(baseOptions: Apollo.QueryHookOptions<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables> & ({ variables: NewsletterSubscribersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>(NewsletterSubscribersDocument, options);
      }
export function useNewsletterSubscribersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>(NewsletterSubscribersDocument, options);
        }
// @ts-ignore
export function useNewsletterSubscribersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>): Apollo.UseSuspenseQueryResult<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>;
export function useNewsletterSubscribersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>): Apollo.UseSuspenseQueryResult<NewsletterSubscribersQuery | undefined, NewsletterSubscribersQueryVariables>;
export function useNewsletterSubscribersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>(NewsletterSubscribersDocument, options);
        }
export type NewsletterSubscribersQueryHookResult = ReturnType<typeof useNewsletterSubscribersQuery>;
export type NewsletterSubscribersLazyQueryHookResult = ReturnType<typeof useNewsletterSubscribersLazyQuery>;
export type NewsletterSubscribersSuspenseQueryHookResult = ReturnType<typeof useNewsletterSubscribersSuspenseQuery>;
export type NewsletterSubscribersQueryResult = Apollo.QueryResult<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>;