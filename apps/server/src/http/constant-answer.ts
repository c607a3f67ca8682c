import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

const constants = new WeakSet<object>();

/**
 * Marks an answer that a route gives unchanged to every request (reference lists): it is frozen,
 * so that nothing can change it, and encoded by its route's schema once instead of per request.
 */
export function constantAnswer<T extends object>(answer: T): T {
  constants.add(deepFreeze(answer));
  return answer;
}

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value))
    if (typeof child === 'object' && child !== null) deepFreeze(child as object);
  return Object.freeze(value);
}

/**
 * The contract's answer encoding (zod, then JSON), with each constant answer's JSON kept by the
 * route once made: the same schema and the same frozen object give the same JSON.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (routeSchema) => {
  const encode = zodSerializerCompiler(routeSchema);
  const encoded = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !constants.has(data)) return encode(data);
    let json = encoded.get(data);
    if (json === undefined) {
      json = encode(data);
      encoded.set(data, json);
    }
    return json;
  };
};
