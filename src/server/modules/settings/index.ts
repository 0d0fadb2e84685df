// The settings module's public face: the /api/settings and /api/prompts routes, a workspace's own
// AI keys, and the prompts a generation uses (Pinloom's, or the workspace's own: ADR 0037).
export { aiKeysBox } from './ai-keys-box';
export { findAiSettings, type WorkspaceAiSettingsRow } from './get-ai-settings';
export { toUserSettingsDto } from './get-user-settings';
export { listPromptVersions } from './list-prompt-versions';
export { promptRoutes } from './prompt-routes';
export { type GenerationPrompts, promptsForGeneration } from './prompts-for-generation';
export { settingsRoutes } from './routes';
