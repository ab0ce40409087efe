import { spawnSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, withDemoData } from './server';

/**
 * Builds the web app and the server once before the journeys, as `npm start` would; then starts the built
 * server twice on new data folders (with the demo data, and without) and stops it, leaving the folders
 * every journey's server starts from a copy of. Answers the clean-up that removes them.
 */
export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');

  const root = mkdtempSync(path.join(tmpdir(), 'directory-e2e-templates-'));
  const template = async (name: string, env: Record<string, string>) => {
    const server = await startServer(env);
    const { code } = await server.signal('SIGTERM');
    if (code !== 0) throw new Error(`the ${name} template's server exited with ${code}:\n${server.log()}`);
    rmSync(path.join(server.dataDir, 'mail'), { recursive: true, force: true });
    const folder = path.join(root, name);
    renameSync(server.dataDir, folder);
    return folder;
  };
  const [demo, empty] = await Promise.all([template('demo', withDemoData), template('empty', {})]);
  project.provide('dataTemplates', { demo, empty });
  return () => rmSync(root, { recursive: true, force: true });
}
