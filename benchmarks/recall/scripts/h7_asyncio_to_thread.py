"""asyncio service handler that offloads assisted generate to a worker thread with asyncio.to_thread."""
# classes: 5 9
import asyncio

from transformers import AutoModelForCausalLM, AutoTokenizer

GEN_KWARGS = {"max_new_tokens": 5, "cache_implementation": "static"}


class Engine:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
        self.model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
        self.draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

    def _blocking_generate(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(**enc, assistant_model=self.draft, **GEN_KWARGS)
        return self.tok.decode(out[0], skip_special_tokens=True)

    async def handle(self, prompt):
        return await asyncio.to_thread(self._blocking_generate, prompt)


async def main():
    engine = Engine()
    results = await asyncio.gather(engine.handle("hello world"), engine.handle("tell me a story"))
    for r in results:
        print(r)


if __name__ == "__main__":
    asyncio.run(main())
