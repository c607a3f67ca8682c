import type { z } from 'zod';

/**
 * One call of the API (decision 39): its method and path are its name (`'POST /api/like.php'`),
 * the rest is here. The server registers its route from this definition, the browser calls it
 * by name with the types inferred from it, server-side rendering parses its answer with it, and
 * the OpenAPI document is generated from it.
 */
export type TEndpoint = {
  /** One line for the OpenAPI document. */
  summary: string;
  /** The query string's parameters. */
  query?: z.ZodType;
  /** The JSON body (or the form fields of `consumes`). */
  body?: z.ZodType;
  /** Body types other than JSON, e.g. `multipart/form-data` (the body is read as parts). */
  consumes?: readonly string[];
  /** The status of the answer `response` describes (200 unless told; 204: no body). */
  status?: 200 | 201 | 204;
  /** The answer's shape. */
  response: z.ZodType;
  /** Answers with a shape of their own besides `response`, e.g. the health check's 503. */
  other?: Readonly<Record<number, z.ZodType>>;
  /** The statuses answered with the one error shape `{ error: { code, message, fields? } }`. */
  errors?: readonly number[];
};

/** The name of a call: its method and its path (with a fixed query part where one selects it). */
export type TEndpointName = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

/** A group of calls; keeps each definition's own types. */
export function defineEndpoints<const M extends Record<TEndpointName, TEndpoint>>(calls: M): M {
  return calls;
}

type TSchemaOf<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What a caller sends: the body and query in their input shapes, or a form for an upload. */
export type TCallInput<E extends TEndpoint> = (E extends { consumes: readonly string[] }
  ? { form: FormData }
  : TSchemaOf<E, 'body'> extends z.ZodType
    ? { body: z.input<TSchemaOf<E, 'body'>> }
    : { body?: undefined }) &
  (TSchemaOf<E, 'query'> extends z.ZodType
    ? { query: z.input<TSchemaOf<E, 'query'>> }
    : { query?: undefined });

/** What the caller receives: the answer as it travels (the response schema's output). */
export type TCallAnswer<E extends TEndpoint> = z.output<E['response']>;
/** What the handler returns: the response schema's input, which the server serializes. */
export type THandlerAnswer<E extends TEndpoint> = z.input<E['response']>;
/** The body as the handler sees it after validation. */
export type TParsedBody<E extends TEndpoint> =
  TSchemaOf<E, 'body'> extends z.ZodType ? z.output<TSchemaOf<E, 'body'>> : unknown;
/** The query as the handler sees it after validation. */
export type TParsedQuery<E extends TEndpoint> =
  TSchemaOf<E, 'query'> extends z.ZodType ? z.output<TSchemaOf<E, 'query'>> : unknown;

/** The method and path of a call's name. */
export function endpointTarget(name: TEndpointName): { method: string; path: string } {
  const space = name.indexOf(' ');
  return { method: name.slice(0, space), path: name.slice(space + 1) };
}

type TQueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The address of a call with its query: parameters in the order given, unset ones left out,
 * lists repeated (`a=1&a=2`), after any fixed part of the name's path (`?push=1&…`).
 */
export function endpointUrl(path: string, query?: Readonly<Record<string, TQueryValue>>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}
