/** The graph's file route of a claim's evidence for the reviewer (the gateway checks the staff session's role). */
export const evidenceUrl = (claimId: string, path: string): string =>
  `/subsidy-files/${encodeURIComponent(claimId)}/${path}`;

/** Which viewer opens an evidence file: images and PDF (the only kinds the portal takes as evidence). */
export { viewerOf as evidenceViewer } from '#shared/ui/viewer-kind.ts';
