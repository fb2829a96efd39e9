# classes: 7 9
"""asyncio request handler that batches pending prompts and runs generate in a thread pool."""
import asyncio
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


class BatchingHandler:
    def __init__(self, max_batch=4):
        self.tok = AutoTokenizer.from_pretrained(MODEL, padding_side="left")
        self.model = AutoModelForCausalLM.from_pretrained(MODEL)
        self.draft = AutoModelForCausalLM.from_pretrained(DRAFT)
        self.max_batch = max_batch

    def _generate(self, prompts):
        enc = self.tok(prompts, return_tensors="pt", padding=True)
        fn = functools.partial(self.model.generate, assistant_model=self.draft, max_new_tokens=6)
        return self.tok.batch_decode(fn(**enc), skip_special_tokens=True)

    async def handle_many(self, prompts):
        loop = asyncio.get_running_loop()
        outs = []
        for i in range(0, len(prompts), self.max_batch):
            chunk = prompts[i:i + self.max_batch]
            outs.extend(await loop.run_in_executor(None, self._generate, chunk))
        return outs


async def main():
    handler = BatchingHandler()
    print(await handler.handle_many(["hello", "how are you", "what is 2+2"]))


if __name__ == "__main__":
    asyncio.run(main())
