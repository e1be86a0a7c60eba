import type { ApiClient, CallOptions, GetOptions, PostOptions } from './client';
import type { paths } from './generated/schema';

/** Paths of the OpenAPI document without the /api prefix the client adds. */
type ApiPath<P> = P extends `/api${infer Rest}` ? Rest : never;
type Operation<P extends keyof paths, M extends 'get' | 'post'> = paths[P] extends Record<M, infer O> ? O : never;
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type SuccessReply<O> = O extends { responses: { 200: infer R } } ? JsonOf<R> : never;

/** The `data` of the envelope a route answers with. */
export type DataOf<P extends keyof paths, M extends 'get' | 'post'> = SuccessReply<Operation<P, M>> extends { data: infer D } ? D : never;
export type QueryOf<P extends keyof paths> = Operation<P, 'get'> extends { parameters: { query?: infer Q } } ? Q : never;
export type BodyOf<P extends keyof paths> = Operation<P, 'post'> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

type PathsWith<M extends 'get' | 'post'> = { [P in keyof paths]: paths[P] extends Record<M, { responses: unknown }> ? P : never }[keyof paths];
type GetPath = ApiPath<PathsWith<'get'>>;
type PostPath = ApiPath<PathsWith<'post'>>;

/**
 * The client typed by the generated contract: paths, query, body and reply data all come from the
 * server's OpenAPI document, so a renamed field fails to compile here, not at run time.
 */
export interface TypedApi {
  get<P extends GetPath>(path: P, options?: Omit<GetOptions, 'query'> & { query?: QueryOf<`/api${P}`> }): Promise<DataOf<`/api${P}`, 'get'>>;
  post<P extends PostPath>(path: P, options?: Omit<PostOptions, 'json'> & { json?: BodyOf<`/api${P}`> }): Promise<DataOf<`/api${P}`, 'post'>>;
}

export function typedApi(client: ApiClient): TypedApi {
  return {
    get: (path, options) => client.get(path, options as GetOptions & CallOptions),
    post: (path, options) => client.post(path, options as PostOptions & CallOptions),
  };
}
