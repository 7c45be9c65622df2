/** What every screen may know about the person signed in; safe to send to the browser. */
export interface CurrentUser {
  id: number;
  username: string;
  fullName: string;
  email: string | null;
  avatarUrl: string | null;
  orgId: number;
  orgName: string;
  orgLogoUrl: string | null;
  orgBgColor: string;
  roleName: string;
  privileges: number[];
  /** 1 = api, 2 = apimix, anything else = gde. */
  unitStandard: number;
  /** The language picked by the user, or null to follow the unit standard. */
  language: string | null;
  /** Administers every client organisation (Client Details, Manage Account, Log Activity). */
  administersClients: boolean;
}
