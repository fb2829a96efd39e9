# classes: 7 5
"""asyncio worker: blocking generate runs in a thread pool; options come from a settings object."""
import asyncio
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class ServeSettings:
    model_id: str = "meta-llama/Llama-3.2-3B-Instruct"
    draft_id: str = "meta-llama/Llama-3.2-1B-Instruct"
    workers: int = 2
    generation: dict = field(default_factory=lambda: {"max_new_tokens": 6, "cache_implementation": "static"})


class Worker:
    def __init__(self, settings: ServeSettings):
        self.settings = settings
        self.tok = AutoTokenizer.from_pretrained(settings.model_id)
        self.model = AutoModelForCausalLM.from_pretrained(settings.model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(settings.draft_id)
        self.pool = ThreadPoolExecutor(max_workers=settings.workers)

    def _run(self, prompt, **overrides):
        enc = self.tok(prompt, return_tensors="pt")
        kwargs = dict(self.settings.generation)
        kwargs.update(overrides)
        out = self.model.generate(**enc, assistant_model=self.draft, **kwargs)
        return self.tok.decode(out[0], skip_special_tokens=True)

    async def handle(self, prompt, **overrides):
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.pool, lambda: self._run(prompt, **overrides))


async def main():
    worker = Worker(ServeSettings())
    print(await asyncio.gather(worker.handle("Hi there"), worker.handle("Name a color", max_new_tokens=4)))


if __name__ == "__main__":
    asyncio.run(main())
