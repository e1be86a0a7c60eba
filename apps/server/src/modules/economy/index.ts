// The economy module's public face: its plugin, and the ledger and package services other modules credit through.
export { default } from './plugin.js';
export { changePoints } from './ledger.js';
export { grantPackage } from './grantPackage.js';
export { inviteCodeOf, inviteRecords, rewardInviter } from './invites.js';
export { generateCardCodes } from './cardCodes.js';
export { findLedgerMismatches } from './reconcileLedger.js';
export { allLevels, memberLevel } from './vipLevels.js';
