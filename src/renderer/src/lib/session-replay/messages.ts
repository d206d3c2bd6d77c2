// What assist asks the person before a support agent may call them or take control of the
// screen, and the answers it offers.
export const SESSION_REPLAY_MESSAGES = {
  callConsent:
    'A Zyno support agent would like to start a call with you. They will hear you and see this tab. Do you want to accept?',
  controlConsent:
    'A Zyno support agent is asking to control this tab: they would be able to click and type here. Do you want to allow it?',
  recordingConsent:
    'A Zyno support agent would like to record this tab for the support case. Do you want to allow it?',
  accept: 'Accept',
  allow: 'Allow',
  decline: 'Decline',
} as const;
