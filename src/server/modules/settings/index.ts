// The settings module's public face: the /api/settings routes and a user's own AI keys.
export { aiKeysBox } from './ai-keys-box';
export { findAiSettings, type UserAiSettingsRow } from './get-ai-settings';
export { toUserSettingsDto } from './get-user-settings';
export { settingsRoutes } from './routes';
