// What other modules may use of profiles on the server (the questionnaire pages, later pairs and teams).
export type { ProfileDoc, QuestionnaireState, ProfileStatus } from './server/profiles.repo.server'
export { findByPermalink, escapeRegExp } from './server/profiles.repo.server'
export {
  createProfile,
  getProfile,
  getOwnedProfile,
  listFilledProfiles,
  countFilledProfiles,
  saveProfileAnswers,
  completeProfileQuestionnaire,
  deleteProfilesOfOwner,
  type ProfileDetails,
} from './server/profiles.service.server'
export { issueInvitation, resolveInvitation, acceptInvitation, invitationPath, type InvitationCheck, type Invitation } from './server/invitations.server'
export { requestNewInvitation } from './server/mails.server'
export { profileView, type ProfileView } from './server/view'
// Estimators' moves of a profile's admin status (the estimation module; ADR 034).
export { markProfileStatus, listProfilesForEstimation, type EstimatorEvent } from './server/admin-status.server'
// The neuronet's training profiles (completed, labelled by final scores or estimators' ratings).
export { trainingProfiles, MAX_TRAINING_PROFILES, type TrainingProfile } from './server/training.server'
// The administrator's console (ADR 035).
export {
  listProfilesForAdministrator,
  findProfileForAdministrator,
  countProfilesOfOwners,
  countProfilesOfQuestionnaires,
  updateProfileByAdministrator,
  deleteProfilesByAdministrator,
  setFinalScore,
  profileIdsOfQuestionnaire,
  rescoreProfile,
  type AdminProfileQuery,
  type AdminProfilePatch,
  type AdminProfileResult,
  type FinalScore,
} from './server/admin.server'
// The love brand's couple link (ADR 041): the partner's profile and the /couple-questionnaire invitation.
export { sendCoupleLink, coupleOf, type CoupleLinkResult } from './server/couple.server'
