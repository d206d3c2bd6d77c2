// Texts of the Roles screen: the list, the name dialog, deleting (and moving holders), and the
// permission editor.
const people = (count: number) => (count === 1 ? '1 person' : `${String(count)} people`);

export const ROLES_MESSAGES = {
  intro:
    'Everyone holding a role gets its apps and features, on top of anything granted to them alone.',
  newRole: 'New role',
  tableLabel: 'Roles',
  name: 'Name',
  members: 'Members',
  grants: 'Grants',
  actions: 'Actions',
  actionsFor: (name: string) => `Actions for ${name}`,
  editPermissions: 'Edit permissions',
  rename: 'Rename',
  delete: 'Delete',
  memberCount: people,
  noGrants: 'Nothing yet',
  appCount: (count: number) => (count === 1 ? '1 app' : `${String(count)} apps`),
  loadFailed: 'The roles could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'No roles yet',
  emptyBody:
    'Create a role for each kind of job, such as Cashier or Manager, then give it to people.',

  createTitle: 'New role',
  renameTitle: (name: string) => `Rename ${name}`,
  nameLabel: 'Role name',
  nameDescription: 'What staff call this job, e.g. Shift Lead.',
  createButtons: { cancel: 'Cancel', submit: 'Create role' },
  saveButtons: { cancel: 'Cancel', submit: 'Save' },
  cancel: 'Cancel',
  saveFailedTitle: 'Not saved',
  created: (name: string) => `The role ${name} was created. Choose what it grants.`,
  renamed: (name: string) => `The role is now called ${name}.`,

  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteUnused: (name: string) => `Nobody holds ${name}. Deleting it cannot be undone.`,
  deleteInUse: (name: string, count: number) =>
    `${people(count)} ${count === 1 ? 'holds' : 'hold'} ${name}. A role still held cannot simply be deleted: choose the role they move to. They keep any other roles they hold.`,
  reassignLabel: 'Move them to',
  reassignPlaceholder: 'Choose a role',
  reassignRequired: 'Choose the role they move to.',
  noOtherRole: 'There is no other role to move them to. Create one first.',
  heldMeanwhile:
    'Someone was given this role in the meantime. Choose the role its holders move to.',
  deleteConfirm: 'Delete role',
  moveAndDelete: (count: number) => `Move ${people(count)} and delete`,
  deleted: (name: string) => `The role ${name} was deleted.`,
  movedAndDeleted: (name: string, count: number, target: string) =>
    `The role ${name} was deleted; ${people(count)} moved to ${target}.`,

  editorTitle: (name: string) => `Permissions of ${name}`,
  editorIntro: 'Turn an app on to let holders open it, then tick the features they need inside it.',
  featuresOf: (app: string) => `Features of ${app}`,
  unsaved: 'Unsaved changes',
  saved: (name: string) => `The permissions of ${name} were saved. Holders see the change now.`,
  savePermissions: 'Save permissions',
  discard: 'Discard changes',
  close: 'Close',
  roleGone: 'This role no longer exists. Someone may have deleted it.',
  discardTitle: 'Discard unsaved changes?',
  discardBody: 'The permissions you changed have not been saved.',
  keepEditing: 'Keep editing',
} as const;
