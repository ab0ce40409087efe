export function onServer(serverUrl: string, statement: string): Promise<void>;
export function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ name: string; url: string }>;
export function dropScratchDatabase(serverUrl: string, name: string): Promise<void>;
