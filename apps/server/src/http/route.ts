import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  endpoints,
  endpointTarget,
  ZApiError,
  type TCallName,
  type TEndpoint,
  type TEndpoints,
  type THandlerAnswer,
  type TParsedBody,
  type TParsedQuery,
} from '@cupido/contract';

/** What a route adds to its call's definition: transport settings only. */
export type TRouteOptions = Pick<
  RouteShorthandOptions,
  'config' | 'constraints' | 'logLevel' | 'bodyLimit' | 'preHandler'
>;

/** The request as a call's handler sees it: body and query validated by the contract. */
export type TCallRequest<E extends TEndpoint> = FastifyRequest<{
  Body: TParsedBody<E>;
  Querystring: TParsedQuery<E>;
}>;

type THandler<E extends TEndpoint> = (
  request: TCallRequest<E>,
  reply: FastifyReply,
) => Promise<THandlerAnswer<E> | FastifyReply>;

/**
 * Registers the route of one call of the contract (decision 39): method, path, validation,
 * answers and OpenAPI entry all come from its definition; the handler calls the service. The
 * answer's status is the definition's (`status`, 200 unless told) unless the handler sets
 * another one of its answers.
 */
export function route<K extends TCallName>(
  app: FastifyInstance,
  name: K,
  handler: THandler<TEndpoints[K]>,
): void;
export function route<K extends TCallName>(
  app: FastifyInstance,
  name: K,
  options: TRouteOptions,
  handler: THandler<TEndpoints[K]>,
): void;
export function route<K extends TCallName>(
  app: FastifyInstance,
  name: K,
  ...rest: [THandler<TEndpoints[K]>] | [TRouteOptions, THandler<TEndpoints[K]>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const endpoint: TEndpoint = endpoints[name];
  const { method, path } = endpointTarget(name);
  const status = endpoint.status ?? 200;
  const response: Record<number, unknown> = { [status]: endpoint.response, ...endpoint.other };
  for (const code of endpoint.errors ?? []) response[code] = ZApiError;
  const [url, fixedQuery] = path.split('?');
  app.route({
    ...options,
    method: method as 'GET',
    // A fixed query part of the name (`?push=1`) is matched by the route's constraints.
    url: url!,
    schema: {
      // OpenAPI has one operation per method and path: a call selected by a fixed query part
      // is described on the operation it shares (see `variantsOf`), not listed on its own.
      ...(fixedQuery === undefined ? variantsOf(name) : { hide: true }),
      summary: endpoint.summary,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      response,
    },
    handler: async (request, reply) => {
      reply.code(status);
      return handler(request as TCallRequest<TEndpoints[K]>, reply);
    },
  });
}

/** The calls that share this call's method and path, told apart by a fixed query part. */
function variantsOf(name: TCallName): { description?: string } {
  const variants = (Object.keys(endpoints) as TCallName[])
    .filter((other) => other.startsWith(`${name}?`))
    .map((other) => `With \`${other.slice(name.length)}\`: ${endpoints[other].summary}.`);
  return variants.length > 0 ? { description: variants.join(' ') } : {};
}
