# classes: 7 9
"""Dynamic micro-batching worker: requests that arrive together are decoded as one batch."""
import asyncio

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAX_BATCH = 8
SPECULATIVE = True


class MicroBatcher:
    def __init__(self, checkpoint, draft_checkpoint):
        self.tok = AutoTokenizer.from_pretrained(checkpoint, padding_side="left")
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_checkpoint) if SPECULATIVE else None
        self.queue: asyncio.Queue = asyncio.Queue()

    async def submit(self, prompt):
        fut = asyncio.get_running_loop().create_future()
        await self.queue.put((prompt, fut))
        return await fut

    def _run_batch(self, prompts):
        enc = self.tok(prompts, return_tensors="pt", padding=True)
        extra = {"assistant_model": self.draft} if self.draft is not None else {}
        with torch.no_grad():
            out = self.model.generate(**enc, max_new_tokens=6, **extra)
        return self.tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)

    async def serve(self):
        while True:
            items = [await self.queue.get()]
            while len(items) < MAX_BATCH and not self.queue.empty():
                items.append(self.queue.get_nowait())
            texts = self._run_batch([p for p, _ in items])
            for (_, fut), text in zip(items, texts):
                fut.set_result(text)


async def main():
    batcher = MicroBatcher("Qwen/Qwen2.5-3B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct")
    pending = [asyncio.create_task(batcher.submit(p)) for p in ["Tell a joke.", "Define latency.", "Capital of Chile?"]]
    await asyncio.sleep(0)
    server = asyncio.create_task(batcher.serve())
    done, _ = await asyncio.wait([server, *pending], return_when=asyncio.FIRST_EXCEPTION)
    for task in done:
        task.result()
    print([p.result() for p in pending])


if __name__ == "__main__":
    asyncio.run(main())
