// Types for cluster.mjs, so the Redis tests type-check.
export type Build = { distDir: string; env: Record<string, string> };
export type Ports = { sites: [number, number]; backend: number; redis: number; proxy: number };
export type Site = {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
  errors(): string;
};

export function clusterPorts(slot?: number): Ports;
export function e2eBuild(slot?: number): Build;
export function startBackend(options: {
  port: number;
  dataDir: string;
  quiet?: boolean;
}): Promise<{ url: string; stop(): Promise<void> }>;
export function startSite(options: {
  port: number;
  backendUrl: string;
  build: Build;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<Site>;
export function buildOnce(build: Build): Promise<void>;
export function instanceBuild(build: Build, index: number): Build;
