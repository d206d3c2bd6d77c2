// The Users screens' paths, as the admin routes declare them (features/admin/routes.ts).
export const USERS_PATH = '/admin/iam/users';
export const USER_PAGE_PATH = '/admin/iam/users/:id';
