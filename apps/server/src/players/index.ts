// The public entry of the players domain: other domains import only this file (docs/architecture.md §2).
export { VERIFIED_IDENTITY_LOCKED, type PlayerService, createPlayerService } from './service';
export { playerRoutes } from './routes';
export { type ClosureService, createClosureService } from './closure';
export { abGroupOf, addGroups, groupsOf, moveWithinGroups } from './groups';
export { VIP_GROUPS } from './view';
export { markVerified } from './verified-flag';
export { accountStatesOf, displayNameOf, giftChoiceOf, isVerified, lockPlayerRow, outsideGroups } from './rows';
export { type StaffPlayerRow, playerIdOf, playerIdsInGroup, searchPlayers, setBlocked, staffPlayerRow } from './staff-lookups';
export { registrationsByPeriod } from './report-lookups';
