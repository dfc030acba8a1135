/** What a call's `getStats()` says about media flowing in and the path it takes (counts and types only). */
export interface CallStats {
  /** inbound-rtp video `framesDecoded`, summed over the inbound video streams. */
  videoFramesDecoded: number;
  /** inbound-rtp audio `packetsReceived`, summed over the inbound audio streams. */
  audioPacketsReceived: number;
  /** The selected candidate pair's candidate types ('host', 'srflx', 'prflx', 'relay'); null before one is selected. */
  selectedPair: { localType: string | null; remoteType: string | null; relayed: boolean } | null;
}

type StatsEntry = Record<string, unknown> & { id: string; type: string };
type StatsSource = Pick<RTCPeerConnection, 'getStats'>;

function entriesOf(report: RTCStatsReport): Map<string, StatsEntry> {
  const entries = new Map<string, StatsEntry>();
  report.forEach((value: unknown) => {
    const entry = value as StatsEntry;
    if (entry && typeof entry.id === 'string') entries.set(entry.id, entry);
  });
  return entries;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
// Older Chromium stats name the kind `mediaType`.
const kindOf = (entry: StatsEntry) => entry.kind ?? entry.mediaType;

function selectedPairOf(entries: Map<string, StatsEntry>): StatsEntry | undefined {
  for (const entry of entries.values()) {
    if (entry.type === 'transport' && typeof entry.selectedCandidatePairId === 'string') {
      const pair = entries.get(entry.selectedCandidatePairId);
      if (pair) return pair;
    }
  }
  const pairs = [...entries.values()].filter((entry) => entry.type === 'candidate-pair');
  // Firefox marks the pair `selected`; otherwise the nominated pair that succeeded is the one in use.
  return (
    pairs.find((pair) => pair.selected === true) ??
    pairs.find((pair) => pair.nominated === true && pair.state === 'succeeded')
  );
}

/** Reads a call's inbound frames and packets and its selected candidate pair (for tests, the bench and the page). */
export async function readCallStats(pc: StatsSource): Promise<CallStats> {
  const entries = entriesOf(await pc.getStats());
  let videoFramesDecoded = 0;
  let audioPacketsReceived = 0;
  for (const entry of entries.values()) {
    if (entry.type !== 'inbound-rtp') continue;
    if (kindOf(entry) === 'video') videoFramesDecoded += count(entry.framesDecoded);
    if (kindOf(entry) === 'audio') audioPacketsReceived += count(entry.packetsReceived);
  }
  const pair = selectedPairOf(entries);
  const candidateType = (id: unknown) => {
    const candidate = typeof id === 'string' ? entries.get(id) : undefined;
    return typeof candidate?.candidateType === 'string' ? candidate.candidateType : null;
  };
  const selectedPair = pair
    ? (() => {
        const localType = candidateType(pair.localCandidateId);
        const remoteType = candidateType(pair.remoteCandidateId);
        return { localType, remoteType, relayed: localType === 'relay' || remoteType === 'relay' };
      })()
    : null;
  return { videoFramesDecoded, audioPacketsReceived, selectedPair };
}

/** Whether both video frames are decoded and audio packets arrive: the proof that a call carries media. */
export function mediaFlows(stats: CallStats): boolean {
  return stats.videoFramesDecoded > 0 && stats.audioPacketsReceived > 0;
}
