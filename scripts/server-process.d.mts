import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function waitForHealth(baseURL: string, server: ChildProcess, timeoutMs: number, output?: () => string): Promise<void>;
export function stopServer(server: ChildProcess | undefined): Promise<void>;
