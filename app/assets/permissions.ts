import { Privilege } from "~/auth/privileges";

/**
 * Adding, editing and removing fields, pads and wells: the organisation's master data, kept by
 * whoever manages its accounts (docs/decisions/002-assets-and-the-selected-well.md). Looking at
 * the lists and choosing a well needs only sign-in.
 */
export const MANAGE_ASSETS = Privilege.ManageAccounts;
