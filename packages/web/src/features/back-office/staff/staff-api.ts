import { adminApi, type Permission, profileApi } from '@ante/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const rolesKey = ['back-office', 'roles'] as const;
const staffKey = ['back-office', 'staff'] as const;

export function useRoles() {
  return useQuery({ queryKey: rolesKey, queryFn: () => api.call(adminApi.roles) });
}

export function useStaffList(enabled = true) {
  return useQuery({ queryKey: staffKey, queryFn: () => api.call(adminApi.staff), enabled });
}

/** A role's members and an account's role change together: both lists are read again after either change. */
function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: rolesKey }),
      queryClient.invalidateQueries({ queryKey: staffKey }),
    ]);
}

export function useSaveRole() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: ({ name, ...body }: { name: string; description: string; permissions: Permission[] }) =>
      api.call(adminApi.saveRole, { params: { name }, body }),
    onSuccess: refresh,
  });
}

export function useSetStaffRole() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (body: { userId: string; role: string }) => api.call(adminApi.setStaffRole, { body }),
    onSuccess: refresh,
  });
}

/** The account a username names, through the public player card, which answers with its id. */
export async function findAccountId(username: string): Promise<string> {
  const card = await api.call(profileApi.quickview, { params: { id: username } });
  return card.userId;
}
