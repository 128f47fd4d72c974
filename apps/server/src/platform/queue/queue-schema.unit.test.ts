import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { queueSchemaStatements } from './queue-schema.js';

const migration = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/0006_job_queue.sql');

const normalise = (statement: string) =>
  statement
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/;$/u, '');

describe('the job queue migration', () => {
  it('creates exactly the schema of the installed pg-boss (upgrade pg-boss with a new migration)', async () => {
    const text = await readFile(migration, 'utf8');
    const statements = text.split('--> statement-breakpoint').map(normalise);
    expect(statements).toEqual(queueSchemaStatements().map(normalise));
  });
});
