// Placeholder replaced by the foundation's harness (throwaway database, test mailbox).
export default async function globalSetup(): Promise<void> {}
