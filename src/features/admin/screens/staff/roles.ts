import { STAFF_ROLES, STAFF_ROLE_LABELS } from '../../../../../core/contracts/admin-vocab';

export const roleOptions = STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }));
