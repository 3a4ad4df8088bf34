import { canWrite, type Role } from '@/lib/roles';

/** Whether a member with `role` may edit a plan: a plans write role, and the plan not archived (nor unknown yet). */
export function canEditPlan(role: Role | null | undefined, plan: { archived: boolean } | undefined): boolean {
  return canWrite(role, 'plans') && plan?.archived === false;
}
