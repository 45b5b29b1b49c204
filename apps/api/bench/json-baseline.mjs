// The batch floor's reference, in a plain Node process of its own (started by run.mjs with
// `fork`): what JSON alone costs for a batch, JSON.parse of the request text plus JSON.stringify of
// JSON.parse of the reply text. run.mjs sends the two texts once, then asks for `runs` repetitions
// at a time and reads this process's CPU time from /proc around each ask, as it does the servers'.
let texts;

process.on("message", (message) => {
  if (message.texts !== undefined) {
    texts = message.texts;
    process.send({ ready: true });
    return;
  }
  // The characters written, sent back so that the work is used (and checked by run.mjs).
  let written = 0;
  for (let run = 0; run < message.runs; run += 1) {
    JSON.parse(texts.request);
    written += JSON.stringify(JSON.parse(texts.reply)).length;
  }
  process.send({ written });
});
