// The settings module's public face: the /api/settings routes and a workspace's own AI keys.
export { aiKeysBox } from './ai-keys-box';
export { findAiSettings, type WorkspaceAiSettingsRow } from './get-ai-settings';
export { toUserSettingsDto } from './get-user-settings';
export { settingsRoutes } from './routes';
