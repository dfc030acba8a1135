export {
  ConsultationCall,
  type ConsultationCallOptions,
  type ConsultationSnapshot,
  type ConsultationSocket,
  type ConsultationStatus,
  isFinalConsultationStatus,
} from './call';
export { consultationClientId, consultationClientIdKey } from './clientId';
export {
  ConsultationPeer,
  type ConsultationPeerOptions,
  consultationPeerLimits,
  consultationPeerMessages,
  type NetworkEvents,
  type PeerConnectionFactory,
  type PeerIceConfig,
  type PeerSignals,
} from './peer';
export { type CallStats, mediaFlows, readCallStats } from './stats';
export { type UseConsultationOptions, type UseConsultationResult, useConsultation } from './useConsultation';
