# classes: 7 9
"""An async adapter (``ainvoke``) around a blocking speculative generator.

The web layer is asyncio; the adapter runs the blocking ``generate`` in a worker thread.
Generation settings live in one ``GenerationConfig`` owned by the adapter; it was copied
from the batch job's config, which turned off the cache to fit long documents.
"""
import asyncio

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


class SyncGenerator:
    def __init__(self, checkpoint, draft_checkpoint, generation_config):
        self.tokenizer = AutoTokenizer.from_pretrained(checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_checkpoint)
        self.generation_config = generation_config

    def invoke(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, generation_config=self.generation_config, assistant_model=self.draft)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


class AsyncAdapter:
    def __init__(self, inner):
        self.inner = inner

    async def ainvoke(self, prompt):
        return await asyncio.to_thread(self.inner.invoke, prompt)


BATCH_JOB_CONFIG = GenerationConfig(max_new_tokens=8, do_sample=False, use_cache=False)


async def main():
    gen = SyncGenerator("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-1B-Instruct", BATCH_JOB_CONFIG)
    adapter = AsyncAdapter(gen)
    answers = await asyncio.gather(adapter.ainvoke("Hi!"))
    print(answers)


if __name__ == "__main__":
    asyncio.run(main())
