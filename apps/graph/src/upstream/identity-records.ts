/** What the development face-check simulator page shows (GET /__dev/face/{token}); the graph's own record. */
export interface FaceSimulationRecord {
  maskedName: string;
  maskedIdNumber: string;
  state: 'pending' | 'passed' | 'failed';
  expired: boolean;
}
