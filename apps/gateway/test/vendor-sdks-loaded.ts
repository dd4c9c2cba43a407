/**
 * Prints as JSON which cloud vendors' SDK packages making the gateway's deps from this process's environment loaded
 * (outside-sdk-loading.test.ts runs it in a process of its own).
 */
import { makeDepsAsAtStart } from './deps-at-start.ts';

console.log(JSON.stringify((await makeDepsAsAtStart()).vendorPackages));
