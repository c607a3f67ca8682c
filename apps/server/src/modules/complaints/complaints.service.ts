import { randomInt } from 'node:crypto';
import type { TComplaintInput, TLocale } from '@cupido/contract';
import type { Db } from '../../platform/db/db.ts';
import { insertComplaint } from './complaints.repo.ts';

/** Unambiguous characters only, so a reference can be read out on the phone. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReference(): string {
  return `C-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
}

export class ComplaintsService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Stores a complaint for the site's support team and returns its reference. */
  async file(siteId: number, locale: TLocale, input: TComplaintInput): Promise<string> {
    const reference = newReference();
    await insertComplaint(this.db, { ...input, reference, siteId, locale });
    return reference;
  }
}
