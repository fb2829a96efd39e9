# classes: 7 2
"""asyncio service: concurrent requests serialised by a lock, each decoded with the draft in a thread."""
import asyncio

from transformers import AutoModelForCausalLM, AutoTokenizer

_state = {}


def _load():
    if not _state:
        _state["tok"] = AutoTokenizer.from_pretrained("google/gemma-2-2b-it")
        _state["model"] = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
        _state["draft"] = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b")
    return _state["tok"], _state["model"], _state["draft"]


def _blocking_generate(prompt: str, max_new_tokens: int) -> str:
    tok, model, draft = _load()
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=max_new_tokens, do_sample=False)
    return tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)


class Service:
    def __init__(self):
        self.lock = asyncio.Lock()

    async def handle(self, request: dict) -> dict:
        async with self.lock:
            text = await asyncio.to_thread(_blocking_generate, request["prompt"], request.get("max_new_tokens", 6))
        return {"id": request["id"], "text": text}


async def main():
    service = Service()
    requests = [{"id": i, "prompt": p} for i, p in enumerate(["Why is the sea salty?", "Name a prime.", "Hi"])]
    for r in await asyncio.gather(*(service.handle(q) for q in requests)):
        print(r)


if __name__ == "__main__":
    asyncio.run(main())
