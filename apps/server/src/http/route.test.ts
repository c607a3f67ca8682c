import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointGroups, endpoints, endpointTarget, type TCallName } from '@cupido/contract';
import { createTestApp, type TTestApp } from '../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TOperation = {
  summary?: string;
  description?: string;
  responses?: Record<string, unknown>;
};

describe('one contract per call (decision 39)', () => {
  it('no two groups define the same call', () => {
    const names = Object.values(endpointGroups).flatMap((group) => Object.keys(group));
    expect(names.length).toBe(new Set(names).size);
    expect(names.length).toBe(Object.keys(endpoints).length);
  });

  it('the OpenAPI document lists exactly the calls of the contract, from their definitions', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, TOperation>>;
    }>();
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
    const defined = (Object.keys(endpoints) as TCallName[]).map((name) => {
      const { method, path } = endpointTarget(name);
      return { name, route: `${method} ${path.split('?')[0]}` };
    });
    // Two calls may share a route, told apart by a fixed query part ('?push=1'): the operation
    // is the plain call's and names the other.
    expect(new Set(documented.map((entry) => entry.name))).toEqual(
      new Set(defined.map((entry) => entry.route)),
    );
    const login = documented.find((entry) => entry.name === 'POST /api/user.php')!.operation;
    expect(login.description).toBe(
      `With \`?push=1\`: ${endpoints['POST /api/user.php?push=1'].summary}.`,
    );
    for (const { name, route } of defined) {
      if (name !== route) continue;
      const operation = documented.find((entry) => entry.name === name)!.operation;
      const endpoint = endpoints[name];
      expect(operation.summary, name).toBe(endpoint.summary);
      const statuses = [
        String('status' in endpoint ? endpoint.status : 200),
        ...Object.keys('other' in endpoint ? endpoint.other : {}),
        ...('errors' in endpoint ? endpoint.errors : []).map(String),
      ];
      expect(Object.keys(operation.responses ?? {}).sort(), name).toEqual(statuses.sort());
    }
  });
});
