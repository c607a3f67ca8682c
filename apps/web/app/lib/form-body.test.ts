import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCredentials, ZPasswordChangeInput, ZProfileUpdate } from '@cupido/contract';
import { bodyFromForm } from './form-body.server.ts';
import { formOutcomeCookie, readFormOutcome, shownValues } from './form-outcome.ts';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("a form's fields as its call's body (decision 40)", () => {
  it('keeps text as typed and leaves out the form’s own fields and unknown ones', () => {
    const body = bodyFromForm(
      ZCredentials,
      form([
        ['_call', 'POST /api/user.php'],
        ['email', ' a@b.example '],
        ['password', 'secret'],
        ['admin', 'true'],
      ]),
    );
    expect(body).toEqual({ email: ' a@b.example ', password: 'secret' });
  });

  it('reads a checkbox as yes or no, the last value winning (a hidden "false" before it)', () => {
    const change = (entries: [string, string][]) =>
      bodyFromForm(ZPasswordChangeInput, form(entries)) as Record<string, unknown>;
    expect(change([['end_other_sessions', 'on']]).end_other_sessions).toBe(true);
    expect(
      change([
        ['end_other_sessions', 'false'],
        ['end_other_sessions', 'true'],
      ]).end_other_sessions,
    ).toBe(true);
    expect(change([['end_other_sessions', 'false']]).end_other_sessions).toBe(false);
    expect(change([])).not.toHaveProperty('end_other_sessions');
  });

  it('reads numbers and lists where the schema has them; an empty number is left out', () => {
    const schema = z.strictObject({
      height: z.number().int().optional(),
      weight: z.number().optional(),
      ids: z.array(z.number()),
    });
    const body = bodyFromForm(
      schema,
      form([
        ['height', '182'],
        ['weight', ''],
        ['ids', '3'],
        ['ids', '7'],
      ]),
    );
    expect(body).toEqual({ height: 182, ids: [3, 7] });
    // A list the form does not carry is left out; a hidden empty value says "none".
    expect(bodyFromForm(schema, form([['height', '1']]))).toEqual({ height: 1 });
    expect(bodyFromForm(schema, form([['ids', '']]))).toEqual({ ids: [] });
    // Not a number: sent as such, and the schema (the API) names the field.
    const bad = bodyFromForm(schema, form([['height', 'tall']]));
    expect(schema.safeParse(bad).error?.issues.map((issue) => issue.path[0])).toContain('height');
  });

  it('reads an object of texts from fields named after it (the tracking of a visit)', () => {
    const schema = z.strictObject({
      email: z.string(),
      tracking: z.record(z.string(), z.string()),
    });
    const body = bodyFromForm(
      schema,
      form([
        ['email', 'a@b.example'],
        ['tracking.network', 'ads'],
        ['tracking.ref', '42'],
      ]),
    );
    expect(body).toEqual({ email: 'a@b.example', tracking: { network: 'ads', ref: '42' } });
    expect(bodyFromForm(schema, form([['email', 'a@b.example']]))).toEqual({
      email: 'a@b.example',
    });
  });

  it('sees through partial, nullable and refined schemas (the profile)', () => {
    const body = bodyFromForm(
      ZProfileUpdate,
      form([
        ['city', ''],
        ['gender', ''],
        ['hair', ''],
        ['about', ''],
        ['tattoos', 'on'],
        ['interests', 'music'],
        ['interests', 'travel'],
      ]),
    );
    // Empty: null where the field may be null, text where it is text, else left out (gender).
    expect(body).toEqual({
      city: null,
      hair: null,
      about: '',
      tattoos: true,
      interests: ['music', 'travel'],
    });
  });
});

describe('the outcome of a form sent without scripts', () => {
  it('comes back once from its cookie, without passwords', () => {
    const values = shownValues(
      form([
        ['_call', 'POST /api/user.php'],
        ['email', 'a@b.example'],
        ['password', 'secret'],
        ['new_password', 'secret'],
      ]),
    );
    expect(values).toEqual({ email: 'a@b.example' });
    const cookie = formOutcomeCookie(
      {
        call: 'POST /api/user.php',
        ok: false,
        error: { code: 'login_failed', message: 'Login failed; please try again' },
        values,
      },
      true,
    );
    expect(cookie).toMatch(/; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const header = cookie.split('; ')[0]!;
    expect(readFormOutcome(header)).toMatchObject({ ok: false, values: { email: 'a@b.example' } });
    expect(readFormOutcome('form_outcome=%7Bnope')).toBeNull();
  });

  it('drops the values (and an answer) rather than overflow the cookie', () => {
    const long = 'x'.repeat(2000);
    const cookie = formOutcomeCookie(
      {
        call: 'POST /api/complaints.php',
        ok: false,
        error: { code: 'c', message: 'm' },
        values: { a: long, b: long },
      },
      false,
    );
    expect(cookie.length).toBeLessThan(4000);
    expect(readFormOutcome(cookie.split('; ')[0]!)).toMatchObject({ values: {} });
  });
});
