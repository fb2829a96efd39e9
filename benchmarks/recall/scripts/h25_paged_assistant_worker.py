# classes: 8 7
"""A throughput worker that turns on continuous batching for its requests.

The worker object is configured from a settings dict; its `__call__` is what the
thread pool invokes for each request.
"""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {
    "target": "HuggingFaceTB/SmolLM2-360M-Instruct",
    "draft": "HuggingFaceTB/SmolLM2-135M-Instruct",
    "generate": {"max_new_tokens": 6, "do_sample": False, "cache_implementation": "paged"},
}


class GenerationWorker:
    def __init__(self, settings):
        self.tok = AutoTokenizer.from_pretrained(settings["target"])
        self.model = AutoModelForCausalLM.from_pretrained(settings["target"])
        self.draft = AutoModelForCausalLM.from_pretrained(settings["draft"])
        self.gen_kwargs = dict(settings["generate"])

    def __call__(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(**enc, assistant_model=self.draft, **self.gen_kwargs)
        return self.tok.decode(out[0], skip_special_tokens=True)


def main():
    worker = GenerationWorker(SETTINGS)
    with ThreadPoolExecutor(max_workers=1) as pool:
        for text in pool.map(worker, ["Hi there!", "What is a GPU?"]):
            print(repr(text))


if __name__ == "__main__":
    main()
