import { ApolloLink, type FetchResult, Observable } from '@apollo/client';

/** True when the variables carry a file somewhere (then the request must be multipart). */
export function hasFiles(value: unknown): boolean {
  if (value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(hasFiles);
  if (value && typeof value === 'object') return Object.values(value).some(hasFiles);
  return false;
}

/**
 * Sends operations that carry files with the GraphQL multipart request spec. apollo-upload-client is
 * loaded with the first upload, so the login screen does not ship it. Apollo-Require-Preflight keeps
 * the gateway's CSRF prevention on for these requests.
 */
export function lazyUploadLink(uri: string) {
  let link: Promise<ApolloLink> | undefined;
  const load = () =>
    (link ??= import('apollo-upload-client/createUploadLink.mjs').then(({ default: createUploadLink }) =>
      createUploadLink({ uri, credentials: 'same-origin', headers: { 'Apollo-Require-Preflight': 'true' } }),
    ));
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        let subscription: { unsubscribe(): void } | undefined;
        load()
          .then((upload) => {
            subscription = upload.request(operation)?.subscribe(observer);
          })
          .catch((error: unknown) => observer.error(error));
        return () => subscription?.unsubscribe();
      }),
  );
}
