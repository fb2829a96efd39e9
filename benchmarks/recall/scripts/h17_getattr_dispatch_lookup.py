# classes: 7 3
"""Generator class that dispatches on a mode name with getattr(self, f"_run_{mode}")."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


class Generator:
    def __init__(self, model_id, n_best):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.n_best = n_best

    def _common(self):
        return {"max_new_tokens": 8, "num_return_sequences": self.n_best, "do_sample": self.n_best > 1}

    def _run_greedy(self, enc):
        return self.model.generate(**enc, max_new_tokens=8)

    def _run_sample(self, enc):
        return self.model.generate(**enc, **self._common())

    def _run_lookup(self, enc):
        return self.model.generate(**enc, prompt_lookup_num_tokens=3, **self._common())

    def run(self, mode, text):
        handler = getattr(self, f"_run_{mode}", None)
        if handler is None:
            raise SystemExit(f"unknown mode {mode}")
        enc = self.tok(text, return_tensors="pt")
        return self.tok.batch_decode(handler(enc), skip_special_tokens=True)


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--mode", default="lookup")
    p.add_argument("--n-best", type=int, default=2)
    a = p.parse_args()
    doc = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return a - b\n\ndef mul(a, b):"
    print(Generator("HuggingFaceTB/SmolLM2-135M", a.n_best).run(a.mode, doc))
