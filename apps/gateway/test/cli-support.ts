import { spawn } from 'node:child_process';
import path from 'node:path';

const gatewayRoot = path.resolve(import.meta.dirname, '..');

/**
 * Runs an operator command of src/cli/ in a process of its own on the embedded database of `dataDir` (DATABASE_URL
 * unset unless `env` sets it), with `env` added; answers its exit code and everything it wrote.
 */
export function runGatewayCommand(
  script: string,
  args: string[],
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; output: string }> {
  return runGatewayScript(`src/cli/${script}`, args, dataDir, env);
}

/** Runs a script of the gateway's (its path from apps/gateway) as runGatewayCommand runs an operator command. */
export function runGatewayScript(
  script: string,
  args: string[],
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete childEnv.DATABASE_URL;
    Object.assign(childEnv, env);
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: gatewayRoot,
      env: childEnv,
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}
