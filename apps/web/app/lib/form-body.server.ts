import type { z } from 'zod';

type TDef = { type: string; innerType?: z.ZodType; in?: z.ZodType; values?: unknown[] };
type TShape = Record<string, z.ZodType>;

type TKind = { type: string; schema: z.ZodType; nullable: boolean };

/** What a field holds under the schema's wrappers (optional, nullable, default, pipe…). */
function kindOf(schema: z.ZodType): TKind {
  let current = schema;
  let nullable = false;
  for (let depth = 0; depth < 10; depth++) {
    const def = current._zod.def as TDef;
    if (def.type === 'nullable') nullable = true;
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'literal')
      return { type: typeof def.values?.[0], schema: current, nullable };
    else return { type: def.type, schema: current, nullable };
  }
  return { type: 'unknown', schema: current, nullable };
}

function shapeOf(schema: z.ZodType): TShape | null {
  const { type, schema: inner } = kindOf(schema);
  return type === 'object' ? ((inner as unknown as { shape: TShape }).shape ?? null) : null;
}

function coerce(type: string, value: string): unknown {
  if (type === 'number' || type === 'int') return value.trim() === '' ? undefined : Number(value);
  if (type === 'boolean') return value === 'on' || value === 'true' || value === '1';
  return value;
}

/**
 * A form's fields as the call's JSON body: each field of the body's schema from the form's
 * value, as a number, a yes/no (a checkbox sends `on` when ticked and nothing otherwise) or a
 * list where the schema says so (a list the form does not carry is left out), an object of
 * texts from fields named `name.key`, text as typed. An empty value is null where the schema
 * allows null (an empty "Choose…"), empty text where it wants text, and left out otherwise. Fields the schema does not name are left out,
 * as are the form's own (`_call`…); the API's validation then judges the body as it judges any.
 */
export function bodyFromForm(schema: z.ZodType | undefined, form: FormData): unknown {
  const shape = schema ? shapeOf(schema) : null;
  const body: Record<string, unknown> = {};
  if (!shape) {
    for (const [name, value] of form)
      if (!name.startsWith('_') && typeof value === 'string') body[name] = value;
    return body;
  }
  for (const [name, field] of Object.entries(shape)) {
    const { type, schema: inner, nullable } = kindOf(field);
    const values = form.getAll(name).filter((v): v is string => typeof v === 'string');
    if (type === 'array') {
      // A list the form does not carry is left alone; an empty value in it (a hidden one, so
      // that "none ticked" is said) is no item.
      if (!form.has(name)) continue;
      const element = (inner._zod.def as { element?: z.ZodType }).element;
      const elementType = element ? kindOf(element).type : 'string';
      body[name] = values.filter((v) => v !== '').map((v) => coerce(elementType, v));
    } else if (type === 'record' || type === 'object') {
      // A set of texts named `name.key` (the tracking of a visit): an object of them.
      const prefix = `${name}.`;
      const entries = [...form].filter(
        (entry): entry is [string, string] =>
          entry[0].startsWith(prefix) && typeof entry[1] === 'string',
      );
      if (entries.length > 0)
        body[name] = Object.fromEntries(entries.map(([key, v]) => [key.slice(prefix.length), v]));
    } else if (values.length > 0) {
      const last = values[values.length - 1]!;
      // An empty value is null where the field may be null ("Choose…", no city), else empty
      // text where it is text, else no value at all.
      const empty = nullable ? null : type === 'string' ? '' : undefined;
      const value = last === '' ? empty : coerce(type, last);
      if (value !== undefined) body[name] = value;
    }
  }
  return body;
}
