// A manager's override (POST /sales/approvals): their PIN or finger answers with a single-use
// token that the approved action carries.
import {
  APPROVAL_PATHS,
  approvalSchema,
  type Approval,
  type ApprovalRequest,
} from '@shared/sales/approvals';
import type { HttpClient } from '../../../api';

export interface ApprovalsApi {
  approve(request: ApprovalRequest): Promise<Approval>;
}

export function createApprovalsApi(client: HttpClient): ApprovalsApi {
  return { approve: (request) => client.post(APPROVAL_PATHS.approvals, request, approvalSchema) };
}
