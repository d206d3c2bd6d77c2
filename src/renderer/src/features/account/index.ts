// The account feature: the signed-in user's own settings (Change Password).
export { ChangePasswordDialog } from './change-password-dialog';
