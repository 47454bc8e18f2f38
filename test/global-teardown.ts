export default async function globalTeardown(): Promise<void> {
  const postgres = (globalThis as { __TEST_POSTGRES__?: { stop(): Promise<void> } }).__TEST_POSTGRES__;
  await postgres?.stop();
}
