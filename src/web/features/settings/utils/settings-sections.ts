// The sections of Settings, each at its own address, and where /settings
// sends a visitor: to the section an address's query or hash is about (Stripe's return, the
// Pinterest callback, the trial banner), else to General. The query and hash go along, so the
// section can read them.

export const SETTINGS_SECTIONS = [
  { path: 'general', label: 'General' },
  { path: 'pinterest', label: 'Pinterest' },
  { path: 'team', label: 'Team' },
  { path: 'activity', label: 'Activity' },
  { path: 'templates', label: 'Templates' },
  { path: 'brand', label: 'Brand' },
  { path: 'ai-providers', label: 'AI providers' },
  { path: 'prompts', label: 'Prompts' },
  { path: 'api', label: 'API' },
  { path: 'plan-and-billing', label: 'Plan and billing' },
  { path: 'your-data', label: 'Your data' },
  { path: 'security', label: 'Security' },
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]['path'];

export function settingsPath(section: SettingsSection): string {
  return `/settings/${section}`;
}

/** The section `/settings{search}{hash}` is about. */
export function sectionFor(search: string, hash: string): SettingsSection {
  const params = new URLSearchParams(search);
  if (params.has('checkout') || params.has('upgrade')) return 'plan-and-billing';
  if (params.has('connected') || params.has('error')) return 'pinterest';
  const named = SETTINGS_SECTIONS.find((section) => hash === `#${section.path}`);
  return named?.path ?? 'general';
}
