import { expect } from 'vitest';
import { migrate } from '../../platform/db/migrate.ts';
import { openTestDb } from '../../test/test-app.ts';
import { describeProviderContract } from './provider-contract.test-suite.ts';
import { SandboxProvider, type TSandboxAction } from './sandbox-provider.ts';

const ACTION: Record<'paid' | 'failed' | 'canceled' | 'pending', TSandboxAction> = {
  paid: 'pay',
  failed: 'fail',
  canceled: 'cancel',
  pending: 'pending',
};

describeProviderContract('sandbox', async () => {
  const { db, drop } = await openTestDb();
  await migrate(db);
  const sandbox = new SandboxProvider(db);
  const notified: string[] = [];
  sandbox.onNotify(async (id) => {
    notified.push(id);
  });
  return {
    provider: sandbox,
    webhookUrl: 'https://cupido.example/api/payment-webhook.php',
    notified: () => notified,
    payerChooses: async (id, outcome, options) => {
      await sandbox.act(id, ACTION[outcome], options?.refuseRecurring ?? false);
    },
    // The sandbox decides a recurring charge when it is created: check it decided this.
    recurringOutcome: async (id, outcome) => {
      expect((await sandbox.getPayment(id))?.status).toBe(outcome);
    },
    chargeBack: (id) => sandbox.chargeBack(id),
    close: drop,
  };
});
