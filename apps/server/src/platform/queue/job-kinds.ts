import type { Database } from '../../db/client.js';

/**
 * Every kind of job and its payload. Each module that owns a kind adds it by declaration merging
 * (`declare module '…/platform/queue/job-kinds.js' { interface JobKinds { 'mail.send': … } }`), so a
 * misspelt name or a wrong payload is a type error where the job is enqueued.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobKinds {}

export type JobName = Extract<keyof JobKinds, string>;

/** A job as its handler sees it. */
export interface QueuedJob<Payload> {
  /** The job's id (a UUID); the mail job uses it as the Message-ID. */
  id: string;
  name: string;
  payload: Payload;
  /** 1 on the first attempt. */
  attempt: number;
}

/** A transactional job may ask for work after its transaction commits (e.g. a live push). */
export interface TransactionalJob<Payload> extends QueuedJob<Payload> {
  afterCommit(task: () => Promise<void>): void;
}

/** Runs a job whose effect is outside the database (a mail); the job is marked done after it returns. */
export type JobHandler<Payload> = (job: QueuedJob<Payload>) => Promise<void>;

/**
 * Runs a job whose effect is in the database: the effect and the job's completion commit in one
 * transaction, so a crash or a retry never applies it twice.
 */
export type TransactionalJobHandler<Payload> = (tx: Database, job: TransactionalJob<Payload>) => Promise<void>;

/** Retries and expiry of one kind of job (decision 015 has the figures). */
export interface JobKindOptions {
  /** Attempts after the first; then the job goes to the kind's dead-letter queue. */
  retryLimit: number;
  /** Seconds before the first retry; each further retry waits about twice as long (with jitter). */
  retryDelaySeconds: number;
  /** An attempt still running after this long is presumed dead (its process crashed) and retried. */
  expireInSeconds: number;
}

export interface EnqueueOptions {
  /** Run no earlier than this (a delayed job). */
  startAfter?: Date;
}

/** What a job looks like from outside (tests, operators). */
export interface JobSnapshot {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** Attempts made so far after the first. */
  retryCount: number;
  startAfter: Date;
}

/** The dead-letter queue of a kind: jobs that failed every attempt wait there for a person. */
export const deadLetterQueueOf = (name: string): string => `${name}:dead`;
