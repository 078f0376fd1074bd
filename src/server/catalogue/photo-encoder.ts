import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PhotoFormat, PhotoWidth } from '../../domain/catalogue/photo-variants';
import { projectRoot } from '../project-root';

/**
 * An uploaded photo is refused when decoding it would take more pixels than this (40 MP: a
 * 7750 × 5160 camera picture fits). Read from the file's header before anything is decoded, and
 * enforced again by the decoder itself.
 */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** An uploaded photo whose reading and normalising takes longer than this is refused. */
export const MAX_PHOTO_DECODE_SECONDS = 10;
/** One variant of a stored (normalised, at most 2400 px wide) photo: far more than it ever needs. */
export const PHOTO_VARIANT_SECONDS = 60;
/** Encoder processes per server process, each encoding one picture at a time. */
export const PHOTO_ENCODER_PROCESSES = 1;
/**
 * Jobs that may wait for an encoder, in each of its two lines (uploads, background work); one more
 * is refused. An upload waits with its bytes (at most 15 MB) in memory: 4 bound that to 60 MB.
 */
export const MAX_WAITING_PHOTO_JOBS = 4;
/** The smallest photo accepted: as large as the biggest card it fills. */
export const MIN_PHOTO_SIZE = { width: 800, height: 500 } as const;

/** An encoder that has not answered this long after its own time-out is stuck: it is killed. */
const WATCHDOG_MARGIN_MS = 15_000;
/** An encoder process with nothing to do ends after this; the next job starts another. */
const IDLE_MS = 60_000;
/** Encoders run at a lower CPU priority than the server (nice 10), so pages win on a busy core. */
const ENCODER_NICENESS = 10;

export type PrepareRefusal = 'too-small' | 'too-many-pixels' | 'too-slow' | 'unreadable';

/** What the parent asks an encoder process (photo-encoder.process.ts) to do. */
export type EncoderRequest = { seq: number; seconds: number } & (
  | { op: 'prepare'; source: Uint8Array; maxPixels: number; minSize: { width: number; height: number } }
  | { op: 'variant'; source: Uint8Array; width: PhotoWidth; format: PhotoFormat }
);

/** Its answer, with its process id. */
export type EncoderReply = { seq: number; pid: number } & (
  | { ok: true; data: Uint8Array; width: number; height: number }
  | { ok: false; reason: PrepareRefusal | 'failed'; message?: string }
);

export type Prepared =
  | { ok: true; data: Buffer; width: number; height: number; pid: number }
  | { ok: false; reason: PrepareRefusal };

/** Too many jobs wait already: try again later. */
export class PhotoEncoderBusyError extends Error {
  constructor() {
    super('the photo encoder has too many jobs waiting');
    this.name = 'PhotoEncoderBusyError';
  }
}

/** The encoder process failed the job: an error, a time-out, or it ended while working on it. */
export class PhotoEncoderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoEncoderError';
  }
}

export interface EncoderLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface EncoderStats {
  /** Jobs answered since the encoder was created. */
  jobs: number;
  /** Jobs being worked on now. */
  running: number;
  /** Jobs waiting for an encoder process. */
  waiting: number;
  /** Process ids of the encoder processes alive now. */
  pids: number[];
  /** Encoder processes that ended while working (crash, time-out) and were replaced. */
  restarts: number;
}

export interface PhotoEncoder {
  /** Encoder processes: how many jobs run at once. */
  readonly size: number;
  /**
   * Checks an upload (pixels from its header, size, reading time) and normalises it: turned upright,
   * at most 2400 px wide, JPEG without metadata. Goes before background work.
   */
  prepare(source: Buffer): Promise<Prepared>;
  /** One variant of a stored photo: `width` wide, 16:10, in `format`. */
  variant(source: Buffer, width: PhotoWidth, format: PhotoFormat): Promise<Buffer>;
  stats(): EncoderStats;
  /** Refuses what waits and ends the encoder processes. */
  close(): Promise<void>;
}

/**
 * The encoder process's entry: the TypeScript source under tsx (development, tests), or the file
 * scripts/build-server.mjs writes beside build/app/main.js (production).
 */
function encoderEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  return here.endsWith('.ts')
    ? { file: path.join(path.dirname(here), 'photo-encoder.process.ts'), execArgv: ['--import', 'tsx'] }
    : { file: path.join(path.dirname(here), 'photo-encoder.js'), execArgv: [] };
}

/** A request before it is numbered (Omit of each member of the union). */
type Job = EncoderRequest extends infer Request
  ? Request extends EncoderRequest
    ? Omit<Request, 'seq'>
    : never
  : never;
/** An answer without its number and process id, as the encoder process builds it. */
export type EncoderOutcome = EncoderReply extends infer Reply
  ? Reply extends EncoderReply
    ? Omit<Reply, 'seq' | 'pid'>
    : never
  : never;

interface Pending {
  job: Job;
  resolve(reply: EncoderReply): void;
  reject(error: Error): void;
}

interface Slot {
  child?: ChildProcess;
  /** The job the child works on, with its sequence number. */
  current?: { seq: number; pending: Pending; watchdog: NodeJS.Timeout };
  idle?: NodeJS.Timeout;
}

/**
 * Photo encoding in child processes of their own. sharp runs each image on a thread of libuv's
 * pool, which is process-wide and also hashes the agents' passwords (scrypt); a child process has
 * its own pool and its own libvips threads, so encodes never make a sign-in or a page wait for a
 * thread. Each process does one job at a time (sharp.concurrency(1)), jobs wait in two bounded
 * lines (uploads first, then background encodes), a stuck process is killed and a dead one
 * replaced on the next job.
 */
export function createPhotoEncoder(
  options: { processes?: number; maxWaiting?: number; log?: EncoderLogger } = {},
): PhotoEncoder {
  const size = options.processes ?? PHOTO_ENCODER_PROCESSES;
  const maxWaiting = options.maxWaiting ?? MAX_WAITING_PHOTO_JOBS;
  const log = options.log;
  const entry = encoderEntry();
  const slots: Slot[] = Array.from({ length: size }, () => ({}));
  const urgent: Pending[] = [];
  const background: Pending[] = [];
  let seq = 0;
  let jobs = 0;
  let restarts = 0;
  let closed = false;

  const spawn = (slot: Slot): ChildProcess => {
    const child = fork(entry.file, [], {
      cwd: projectRoot,
      execArgv: entry.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    if (child.pid !== undefined)
      try {
        setPriority(child.pid, ENCODER_NICENESS);
      } catch {
        // Not allowed here: the encoder runs at the server's priority, still on its own threads.
      }
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) =>
      log?.warn({ pid: child.pid, stderr: text.slice(0, 2_000) }, 'photo encoder wrote to stderr'),
    );
    child.on('message', (reply: EncoderReply) => {
      const current = slot.current;
      if (!current || reply.seq !== current.seq) return;
      clearTimeout(current.watchdog);
      slot.current = undefined;
      jobs += 1;
      current.pending.resolve(reply);
      next(slot);
    });
    const gone = (reason: string) => {
      if (slot.child !== child) return;
      slot.child = undefined;
      clearTimeout(slot.idle);
      const current = slot.current;
      if (!current) return;
      clearTimeout(current.watchdog);
      slot.current = undefined;
      restarts += 1;
      log?.error(
        { pid: child.pid, reason },
        'photo encoder ended while working; the next job starts another',
      );
      current.pending.reject(new PhotoEncoderError(`the photo encoder ${reason}`));
      next(slot);
    };
    child.on('exit', (code, signal) => gone(`ended (${signal ?? `code ${code}`})`));
    child.on('error', (error) => {
      gone(`could not run: ${error.message}`);
      child.kill('SIGKILL');
    });
    return child;
  };

  const next = (slot: Slot) => {
    if (closed || slot.current) return;
    const pending = urgent.shift() ?? background.shift();
    if (!pending) {
      // Idle: the process may end on its own after a while, and never keeps the server running.
      slot.child?.channel?.unref();
      clearTimeout(slot.idle);
      if (slot.child) {
        const child = slot.child;
        slot.idle = setTimeout(() => {
          // Let go of it first: a job arriving while it ends gets a new process.
          if (slot.child === child && !slot.current) slot.child = undefined;
          child.kill('SIGTERM');
        }, IDLE_MS);
        slot.idle.unref();
      }
      return;
    }
    clearTimeout(slot.idle);
    const child = slot.child ?? (slot.child = spawn(slot));
    child.channel?.ref();
    seq += 1;
    const watchdog = setTimeout(
      () => {
        log?.error({ pid: child.pid, op: pending.job.op }, 'photo encoder stuck; killing it');
        child.kill('SIGKILL');
      },
      pending.job.seconds * 1000 + WATCHDOG_MARGIN_MS,
    );
    slot.current = { seq, pending, watchdog };
    child.send({ ...pending.job, seq } as EncoderRequest, (error) => {
      if (error) child.kill('SIGKILL');
    });
  };

  const submit = (job: Job, line: Pending[]) =>
    new Promise<EncoderReply>((resolve, reject) => {
      if (closed) return reject(new PhotoEncoderError('the photo encoder is closed'));
      if (line.length >= maxWaiting) return reject(new PhotoEncoderBusyError());
      line.push({ job, resolve, reject });
      const free = slots.find((slot) => !slot.current);
      if (free) next(free);
    });

  const bytes = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

  return {
    size,
    async prepare(source) {
      const reply = await submit(
        {
          op: 'prepare',
          source,
          seconds: MAX_PHOTO_DECODE_SECONDS,
          maxPixels: MAX_PHOTO_PIXELS,
          minSize: MIN_PHOTO_SIZE,
        },
        urgent,
      );
      if (reply.ok)
        return {
          ok: true,
          data: bytes(reply.data),
          width: reply.width,
          height: reply.height,
          pid: reply.pid,
        };
      if (reply.reason === 'failed')
        throw new PhotoEncoderError(reply.message ?? 'the photo could not be prepared');
      return { ok: false, reason: reply.reason };
    },
    async variant(source, width, format) {
      const reply = await submit(
        { op: 'variant', source, width, format, seconds: PHOTO_VARIANT_SECONDS },
        background,
      );
      if (!reply.ok)
        throw new PhotoEncoderError(reply.message ?? `the variant could not be encoded (${reply.reason})`);
      return bytes(reply.data);
    },
    stats: () => ({
      jobs,
      running: slots.filter((slot) => slot.current).length,
      waiting: urgent.length + background.length,
      pids: slots.flatMap((slot) => (slot.child?.pid === undefined ? [] : [slot.child.pid])),
      restarts,
    }),
    async close() {
      closed = true;
      for (const pending of [...urgent.splice(0), ...background.splice(0)])
        pending.reject(new PhotoEncoderError('the photo encoder is closed'));
      await Promise.all(
        slots.map(async (slot) => {
          const child = slot.child;
          clearTimeout(slot.idle);
          if (!child) return;
          const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
          await exited;
          clearTimeout(timer);
        }),
      );
    },
  };
}
