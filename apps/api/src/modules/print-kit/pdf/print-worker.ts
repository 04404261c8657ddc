// The print kit's worker thread (docs/security.md, "Printing"): draws PDFs off the event loop.
import { serveTasks } from '../../../lib/worker-pool/serve-tasks';
import { makePdf, type PrintJob } from './print-jobs';

serveTasks({
  async makePdf(job: PrintJob) {
    const pdf = await makePdf(job);
    // A Buffer may share its memory with others (Node's pool): transfer a copy of its own then.
    const own =
      pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength
        ? pdf
        : Uint8Array.prototype.slice.call(pdf);
    return { value: own, transfer: [own.buffer as ArrayBuffer] };
  },
});
