# classes: 8 2
"""Job specs as dataclasses, serialised for the workers and replayed there.

The driver expands a small sweep over cache back-ends into JobSpec objects, sends them
as plain dicts (what a process pool would pickle), and the worker rebuilds the spec.
"""
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


@dataclass
class JobSpec:
    model: str
    prompt: str
    cache_implementation: str | None = None
    max_new_tokens: int = 6
    tags: list = field(default_factory=list)


def worker(payload):
    spec = JobSpec(**payload)
    tok = AutoTokenizer.from_pretrained(spec.model)
    model = AutoModelForCausalLM.from_pretrained(spec.model)
    gen_config = GenerationConfig(
        max_new_tokens=spec.max_new_tokens,
        do_sample=False,
        cache_implementation=spec.cache_implementation,
    )
    enc = tok(spec.prompt, return_tensors="pt")
    out = model.generate(**enc, generation_config=gen_config)
    return spec.cache_implementation, out.shape[-1]


def main():
    backends = [None, "static"]
    specs = [
        JobSpec("openai-community/gpt2", "The quick brown fox", cache_implementation=b, tags=["cache"])
        for b in backends
    ]
    with ThreadPoolExecutor(max_workers=1) as pool:
        results = list(pool.map(worker, [asdict(s) for s in specs]))
    for backend, length in results:
        print(f"{backend!s:12s} -> {length} tokens")


if __name__ == "__main__":
    main()
