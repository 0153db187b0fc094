import 'reflect-metadata';
import { createHttpApp, createWorkerContext } from './bootstrap';
import { ConfigError, loadConfig } from './platform/config/app-config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable and its meaning.\n`);
      process.exit(78);
    }
    throw error;
  }
  if (config.APP_ROLES.includes('api')) {
    const app = await createHttpApp(config);
    await app.listen(config.PORT, config.HOST);
    process.stdout.write(`ScamCheck ${config.APP_ROLES.join('+')} listening on http://${config.HOST}:${config.PORT}\n`);
  } else {
    await createWorkerContext(config);
    process.stdout.write(`ScamCheck ${config.APP_ROLES.join('+')} started\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`ScamCheck failed to start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
