import { z } from 'zod';
import { type GovDataPack, type GovDataService, GovDataUnavailableError } from './gov-data-service.ts';

/** How long the service may take to answer one pack. */
const TIMEOUT_MS = 10_000;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What the service answers, checked before anything of it reaches the database or a page. */
const packAnswer = z.object({
  tax: z.object({
    creditRating: z.enum(['A', 'B', 'M', 'C', 'D']).nullable(),
    paidByYear: z.array(z.object({ year: z.int().min(1949).max(2200), amount: z.number().min(0) })).max(50),
  }),
  insuredByMonth: z
    .array(z.object({ month: z.string().regex(MONTH), employees: z.int().min(0).max(10_000_000) }))
    .max(120),
  utilities: z
    .array(
      z.object({
        month: z.string().regex(MONTH),
        kind: z.enum(['电费', '水费', '燃气费']),
        amount: z.number().min(0),
        paidOnTime: z.boolean(),
      }),
    )
    .max(360),
});

/**
 * The provincial data service over HTTPS: `GET {GOVDATA_URL}/companies/{credit code}/pack` with the platform's
 * bearer token; 404 means the service has no records of the company. The token never goes into an error or a log.
 */
export class HttpGovDataService implements GovDataService {
  readonly configured = true;

  constructor(
    private readonly settings: { url: string; token: string },
    private readonly timeoutMs = TIMEOUT_MS,
  ) {}

  async fetchPack(uniformCode: string): Promise<GovDataPack | null> {
    const url = `${this.settings.url}/companies/${encodeURIComponent(uniformCode)}/pack`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', authorization: `Bearer ${this.settings.token}` },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'error';
      throw new GovDataUnavailableError(`government data: no answer (${reason})`, { cause: error });
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GovDataUnavailableError(`government data: HTTP ${response.status}`);
    }
    const parsed = packAnswer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new GovDataUnavailableError('government data: the answer is not a data pack');
    return parsed.data;
  }
}
