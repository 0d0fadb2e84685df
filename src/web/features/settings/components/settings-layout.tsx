// /settings/*: the settings, one section at a time, each at its own address,
// with the list of sections beside them (above them on a phone, all in sight). /settings itself
// opens the section its query or hash is about, else General (settings-index.tsx).
import {
  Bot,
  CreditCard,
  Database,
  History,
  KeyRound,
  LayoutTemplate,
  type LucideIcon,
  MessageSquareText,
  Palette,
  Pin,
  ShieldCheck,
  SlidersHorizontal,
  Users,
} from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { SETTINGS_SECTIONS, type SettingsSection, settingsPath } from '../utils/settings-sections';

const ICONS: Record<SettingsSection, LucideIcon> = {
  general: SlidersHorizontal,
  pinterest: Pin,
  team: Users,
  activity: History,
  templates: LayoutTemplate,
  brand: Palette,
  'ai-providers': Bot,
  prompts: MessageSquareText,
  api: KeyRound,
  'plan-and-billing': CreditCard,
  'your-data': Database,
  security: ShieldCheck,
};

export default function SettingsLayout() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">Settings</h1>
      <p className="mt-2 text-slate-600">
        Your account, when your pins go out, the Pinterest account they go to, your plan, the AI providers and
        prompts that make them, and your data.
      </p>
      <div className="mt-6 gap-8 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)]">
        <nav aria-label="Settings sections" className="lg:sticky lg:top-6 lg:self-start">
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1 lg:gap-1">
            {SETTINGS_SECTIONS.map((section) => {
              const Icon = ICONS[section.path];
              return (
                <li key={section.path}>
                  <NavLink
                    to={settingsPath(section.path)}
                    className={({ isActive }) =>
                      `flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold transition-colors ${
                        isActive
                          ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200'
                          : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-slate-900 lg:bg-transparent lg:ring-0'
                      }`
                    }
                  >
                    <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                    {section.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-6 min-w-0 space-y-6 lg:mt-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
