// PUT /api/admin/settings {settings: {key: 'true' | 'false'}} (docs/product.md §7): one switch at a time.
// The switch moves at once (optimistic); a refusal puts it back, and the change history and the
// app's own feature answer are read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type GlobalSetting, type updateFlagsBody, updateFlagsResponse } from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

interface FlagChange {
  key: string;
  on: boolean;
}

const MUTATION_KEY = ['admin', 'update-feature-flag'] as const;

function flagValue(on: boolean): 'true' | 'false' {
  return on ? 'true' : 'false';
}

function updateFeatureFlag({ key, on }: FlagChange) {
  const body: z.input<typeof updateFlagsBody> = { settings: { [key]: flagValue(on) } };
  return adminRequest('/api/admin/settings', { method: 'PUT', body, schema: updateFlagsResponse });
}

export function useUpdateFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: updateFeatureFlag,
    onMutate: async ({ key, on }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.adminSettings });
      const previous = queryClient.getQueryData<GlobalSetting[]>(queryKeys.adminSettings);
      queryClient.setQueryData<GlobalSetting[]>(queryKeys.adminSettings, (settings) =>
        settings?.map((setting) =>
          setting.setting_key === key ? { ...setting, setting_value: flagValue(on) } : setting,
        ),
      );
      return { previousValue: previous?.find((setting) => setting.setting_key === key)?.setting_value };
    },
    onError: (_error, { key }, context) => {
      // Only this switch goes back: another one flipped meanwhile keeps its own state.
      const value = context?.previousValue;
      if (value === undefined) return;
      queryClient.setQueryData<GlobalSetting[]>(queryKeys.adminSettings, (settings) =>
        settings?.map((setting) =>
          setting.setting_key === key ? { ...setting, setting_value: value } : setting,
        ),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog });
      void queryClient.invalidateQueries({ queryKey: queryKeys.features });
      // Reading the settings while another switch is on its way would undo that switch on screen.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.adminSettings });
      }
    },
  });
}
